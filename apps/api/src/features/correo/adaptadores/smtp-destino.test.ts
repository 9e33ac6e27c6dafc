import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FalloCanal, type MensajeOferta } from '../canal-envio';
import { startSmtpPrueba, type SmtpPrueba } from '../smtp-prueba.test-support';
import { destinoSmtp, esDireccionInterna, esHostInternoLiteral, MENSAJE_RED_INTERNA } from './smtp-destino';
import { MENSAJES_FALLO_SMTP } from './smtp-fallo';
import { canalSmtp } from './smtp.adapter';

describe('esDireccionInterna', () => {
  const ejemplos: Array<[string, boolean]> = [
    ['127.0.0.1', true],
    ['127.45.0.9', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['192.168.1.10', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['198.18.0.1', true],
    ['8.8.8.8', false],
    ['212.106.221.10', false],
    ['::1', true],
    ['::', true],
    ['fd12:3456::1', true],
    ['fe80::1', true],
    ['::ffff:10.0.0.1', true],
    ['::ffff:8.8.8.8', false],
    ['2a00:1450:4003:80e::200e', false],
    ['no es una dirección', true],
  ];
  it.each(ejemplos)('%s → %s', (direccion, interna) => {
    expect(esDireccionInterna(direccion)).toBe(interna);
  });
});

describe('esHostInternoLiteral (the check on save)', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['correo.localhost', true],
    ['10.0.0.5', true],
    ['smtp.distribuidor.example', false],
    ['8.8.8.8', false],
  ] as const)('%s → %s', (host, interno) => {
    expect(esHostInternoLiteral(host)).toBe(interno);
  });
});

describe('destinoSmtp (the check at each send)', () => {
  const resolver = (direcciones: Record<string, string[]>) => async (host: string) => {
    const encontradas = direcciones[host];
    if (!encontradas) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    return encontradas;
  };
  const dns = resolver({
    'smtp.publico.example': ['212.106.221.10'],
    'smtp.dentro.example': ['10.0.0.25'],
    'smtp.mixto.example': ['212.106.221.10', '192.168.0.25'],
  });

  it('connects to the address it checked', async () => {
    await expect(destinoSmtp('smtp.publico.example', 'refuse', dns)).resolves.toBe('212.106.221.10');
    await expect(destinoSmtp('8.8.8.8', 'refuse', dns)).resolves.toBe('8.8.8.8');
  });

  it.each(['smtp.dentro.example', 'smtp.mixto.example', '127.0.0.1', '::1'])(
    'refuses %s for good (no retry) when internal hosts are refused',
    async (host) => {
      const fallo = await destinoSmtp(host, 'refuse', dns).catch((error: unknown) => error);
      expect(fallo).toBeInstanceOf(FalloCanal);
      expect(fallo).toMatchObject({ message: MENSAJE_RED_INTERNA, transitorio: false });
    },
  );

  it('lets them through when they are allowed', async () => {
    await expect(destinoSmtp('smtp.dentro.example', 'allow', dns)).resolves.toBe('10.0.0.25');
  });

  it('reads a name that does not resolve as a connection failure, retried', async () => {
    const fallo = await destinoSmtp('smtp.nadie.example', 'refuse', dns).catch((error: unknown) => error);
    expect(fallo).toMatchObject({ message: MENSAJES_FALLO_SMTP.conexion, transitorio: true });
  });
});

describe('canalSmtp against a real SMTP server on 127.0.0.1', () => {
  const CREDENCIALES = { usuario: 'ofertas', password: 'clave-smtp-Secreta-9' };
  const MENSAJE: MensajeOferta = {
    de: { email: 'ofertas@distribuidor.example', nombre: 'Distribuciones Prueba' },
    responderA: null,
    para: 'lucia@cliente.example',
    asunto: 'Oferta 1',
    cuerpo: 'Hola',
    adjunto: { nombre: 'oferta-1.pdf', tipo: 'application/pdf', contenido: Buffer.from('%PDF-1.4') },
  };
  let smtp: SmtpPrueba;
  beforeAll(async () => {
    smtp = await startSmtpPrueba(CREDENCIALES);
  });
  afterAll(() => smtp.close());

  const servidor = (host: string) => ({
    host,
    puerto: smtp.port,
    seguridad: 'ninguna' as const,
    usuario: CREDENCIALES.usuario,
    password: CREDENCIALES.password,
  });
  const sinSenal = () => new AbortController().signal;

  it.each(['127.0.0.1', 'localhost'])(
    'never connects to %s when internal hosts are refused',
    async (host) => {
      const antes = smtp.conexiones;
      const fallo = await canalSmtp(servidor(host), 'refuse')
        .enviar(MENSAJE, sinSenal())
        .catch((error: unknown) => error);
      expect(fallo).toMatchObject({ message: MENSAJE_RED_INTERNA, transitorio: false });
      expect(smtp.conexiones).toBe(antes);
    },
  );

  it('delivers through the same server when they are allowed (a developer’s mail catcher)', async () => {
    const antes = smtp.recibidos.length;
    await canalSmtp(servidor('127.0.0.1'), 'allow').enviar(MENSAJE, sinSenal());
    expect(smtp.recibidos).toHaveLength(antes + 1);
    expect(smtp.recibidos.at(-1)?.destinatarios).toEqual(['lucia@cliente.example']);
  });
});
