import { isIP } from 'node:net';
import { createTransport } from 'nodemailer';
import type { SEGURIDADES_SMTP } from '@ventas/domain/ofertas/envio-correo-contract';
import type { CanalEnvio } from '../canal-envio';
import type { SmtpInternalHosts } from '../../../config';
import { destinoSmtp } from './smtp-destino';
import { falloSmtp } from './smtp-fallo';

/** The distributor's server, its password decrypted for this send only. */
export interface ServidorSmtp {
  host: string;
  puerto: number;
  seguridad: (typeof SEGURIDADES_SMTP)[number];
  usuario: string | null;
  password: string | null;
}

/** A silent server must not hold the job (and the runner of its replica) for nodemailer's 2 minutes. */
const CONNECTION_TIMEOUT_MS = 15_000;
const SOCKET_TIMEOUT_MS = 30_000;

/** The first channel of issue 31 §3: mail through the distributor's own SMTP server (nodemailer). */
export function canalSmtp(servidor: ServidorSmtp, redes: SmtpInternalHosts): CanalEnvio {
  return {
    async enviar(mensaje, signal) {
      const direccion = await destinoSmtp(servidor.host, redes);
      const transport = createTransport({
        host: direccion,
        // The certificate is checked against the name the Admin typed, not the address resolved.
        ...(isIP(servidor.host) === 0 ? { tls: { servername: servidor.host } } : {}),
        port: servidor.puerto,
        secure: servidor.seguridad === 'tls',
        requireTLS: servidor.seguridad === 'starttls',
        ignoreTLS: servidor.seguridad === 'ninguna',
        ...(servidor.usuario ? { auth: { user: servidor.usuario, pass: servidor.password ?? '' } } : {}),
        connectionTimeout: CONNECTION_TIMEOUT_MS,
        greetingTimeout: CONNECTION_TIMEOUT_MS,
        socketTimeout: SOCKET_TIMEOUT_MS,
      });
      const abort = () => transport.close();
      signal.addEventListener('abort', abort, { once: true });
      try {
        await transport.sendMail({
          from: { name: mensaje.de.nombre, address: mensaje.de.email },
          ...(mensaje.responderA ? { replyTo: mensaje.responderA } : {}),
          to: mensaje.para,
          subject: mensaje.asunto,
          text: mensaje.cuerpo,
          attachments: [
            {
              filename: mensaje.adjunto.nombre,
              content: mensaje.adjunto.contenido,
              contentType: mensaje.adjunto.tipo,
            },
          ],
          // Every part is given as bytes or text: nothing may make nodemailer read a file or a URL.
          disableFileAccess: true,
          disableUrlAccess: true,
        });
      } catch (error) {
        throw falloSmtp(error);
      } finally {
        signal.removeEventListener('abort', abort);
        transport.close();
      }
    },
  };
}
