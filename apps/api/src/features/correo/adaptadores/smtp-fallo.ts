import { FalloCanal } from '../canal-envio';

/** What nodemailer's errors carry: the server's reply code, or its own code for a failed connection. */
interface ErrorSmtp {
  code?: string;
  responseCode?: number;
}

/** No connection, or one that dropped: the server may well be back in a minute. */
const CONEXION = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
]);
/** RFC 4954: the credentials themselves were refused (535), or the server wants others (530, 534). */
const CREDENCIALES = new Set([530, 534, 535]);

export const MENSAJES_FALLO_SMTP = {
  ocupado: (codigo: number) =>
    `El servidor de correo no aceptó el envío por ahora (código ${codigo}); vuelva a intentarlo más tarde.`,
  credenciales: (codigo: number) =>
    `El servidor de correo no aceptó el usuario o la contraseña (código ${codigo}); revise la configuración del correo.`,
  rechazado: (codigo: number) =>
    `El servidor de correo rechazó el envío (código ${codigo}); revise la dirección del destinatario.`,
  conexion:
    'No se pudo conectar con el servidor de correo; revise el servidor y el puerto, o vuelva a intentarlo más tarde.',
  tls: 'No se pudo establecer la conexión segura con el servidor de correo; revise la seguridad configurada.',
  otro: 'El servidor de correo no aceptó el envío.',
} as const;

/**
 * RFC 5321 §4.2.1: a 4xx reply is transient (the same mail may go later), a 5xx permanent; a
 * connection that failed or dropped is transient too. Anything else (a refused TLS handshake, a
 * message nodemailer could not build) would fail again the same way.
 */
export function falloSmtp(error: unknown): FalloCanal {
  const { code, responseCode } = (typeof error === 'object' && error !== null ? error : {}) as ErrorSmtp;
  const options = { cause: error };
  if (responseCode !== undefined && responseCode >= 400 && responseCode < 500)
    return new FalloCanal(MENSAJES_FALLO_SMTP.ocupado(responseCode), true, options);
  if (responseCode !== undefined && CREDENCIALES.has(responseCode))
    return new FalloCanal(MENSAJES_FALLO_SMTP.credenciales(responseCode), false, options);
  if (responseCode !== undefined && responseCode >= 500)
    return new FalloCanal(MENSAJES_FALLO_SMTP.rechazado(responseCode), false, options);
  if (code !== undefined && CONEXION.has(code))
    return new FalloCanal(MENSAJES_FALLO_SMTP.conexion, true, options);
  if (code === 'ETLS') return new FalloCanal(MENSAJES_FALLO_SMTP.tls, false, options);
  return new FalloCanal(MENSAJES_FALLO_SMTP.otro, false, options);
}
