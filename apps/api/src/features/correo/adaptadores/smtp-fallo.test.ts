import { describe, expect, it } from 'vitest';
import { falloSmtp, MENSAJES_FALLO_SMTP } from './smtp-fallo';

describe('falloSmtp', () => {
  const examples: Array<[string, object, boolean, string]> = [
    [
      'a 451 (greylisting, a busy server)',
      { code: 'EENVELOPE', responseCode: 451 },
      true,
      MENSAJES_FALLO_SMTP.ocupado(451),
    ],
    [
      'a 421 (service closing)',
      { code: 'EPROTOCOL', responseCode: 421 },
      true,
      MENSAJES_FALLO_SMTP.ocupado(421),
    ],
    ['a refused connection', { code: 'ECONNECTION' }, true, MENSAJES_FALLO_SMTP.conexion],
    ['a time-out', { code: 'ETIMEDOUT' }, true, MENSAJES_FALLO_SMTP.conexion],
    [
      'a 550 (no such mailbox)',
      { code: 'EENVELOPE', responseCode: 550 },
      false,
      MENSAJES_FALLO_SMTP.rechazado(550),
    ],
    [
      'a 535 (wrong password)',
      { code: 'EAUTH', responseCode: 535 },
      false,
      MENSAJES_FALLO_SMTP.credenciales(535),
    ],
    ['a refused TLS handshake', { code: 'ETLS' }, false, MENSAJES_FALLO_SMTP.tls],
    ['anything else', new Error('boom'), false, MENSAJES_FALLO_SMTP.otro],
  ];
  it.each(examples)('reads %s', (_, error, transitorio, message) => {
    const fallo = falloSmtp(error);
    expect(fallo.transitorio).toBe(transitorio);
    expect(fallo.message).toBe(message);
    expect(fallo.cause).toBe(error);
  });
});
