import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the test server took, as it came over the wire. */
export interface CorreoRecibido {
  remitente: string;
  destinatarios: string[];
  raw: string;
}

export interface SmtpPrueba {
  port: number;
  recibidos: CorreoRecibido[];
  /** Reply codes for the next RCPT commands (a 451, a 550); once spent, every RCPT is taken. */
  rechazos: number[];
  /** Connections opened to the server, a message sent or not. */
  readonly conexiones: number;
  close(): Promise<void>;
}

const conCodigo = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

/**
 * A real SMTP server on an ephemeral port of 127.0.0.1 (the `smtp-server` package), asking for
 * `usuario`/`password` as a distributor's server would: a delivered message proves the sealed
 * password was opened for the send.
 */
export async function startSmtpPrueba(credenciales: {
  usuario: string;
  password: string;
}): Promise<SmtpPrueba> {
  const recibidos: CorreoRecibido[] = [];
  const rechazos: number[] = [];
  let conexiones = 0;
  const server = new SMTPServer({
    logger: false,
    onConnect(_session, callback) {
      conexiones += 1;
      callback();
    },
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === credenciales.usuario && auth.password === credenciales.password)
        callback(null, { user: auth.username });
      else callback(conCodigo('Credenciales no válidas', 535));
    },
    onRcptTo(_address, _session, callback) {
      const codigo = rechazos.shift();
      callback(codigo === undefined ? undefined : conCodigo(`Rechazado con ${codigo}`, codigo));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        recibidos.push({
          remitente: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          destinatarios: session.envelope.rcptTo.map((to) => to.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    recibidos,
    rechazos,
    get conexiones() {
      return conexiones;
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
