import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { SmtpInternalHosts } from '../../../config';
import { FalloCanal } from '../canal-envio';
import { falloSmtp } from './smtp-fallo';

/*
 * Issue 31 §3: whether the distributor's SMTP server may be an address of the API's own networks
 * (SMTP_INTERNAL_HOSTS, config.ts). An Admin types the host; without this check an Admin of one
 * distributor could have the API open connections to the machines beside it (its database, the
 * cloud's metadata service) and read from the outcome which ports answer.
 */

export const MENSAJE_RED_INTERNA =
  'El servidor de correo configurado es una dirección interna, que no se admite; un Administrador debe indicar un servidor de correo de Internet.';

/** Loopback, private, link-local, shared (CGNAT), benchmarking, multicast and reserved ranges. */
const INTERNAS = new BlockList();
for (const [red, prefijo] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INTERNAS.addSubnet(red, prefijo, 'ipv4');
for (const [red, prefijo] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAS.addSubnet(red, prefijo, 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one. */
const IPV4_EN_IPV6 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

export function esDireccionInterna(direccion: string): boolean {
  const v4 = IPV4_EN_IPV6.exec(direccion)?.[1];
  if (v4 !== undefined) return INTERNAS.check(v4, 'ipv4');
  const familia = isIP(direccion);
  if (familia === 0) return true;
  return INTERNAS.check(direccion, familia === 4 ? 'ipv4' : 'ipv6');
}

/** A name or literal as the Admin may save it: caught before any send when it is plainly internal. */
export const esHostInternoLiteral = (host: string): boolean =>
  host.toLowerCase() === 'localhost' ||
  host.toLowerCase().endsWith('.localhost') ||
  (isIP(host) !== 0 && esDireccionInterna(host));

type Resolver = (host: string) => Promise<string[]>;
const resolverDns: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entrada) => entrada.address);

/**
 * The address the send connects to: the name resolved once, here, and every address it has
 * checked, so the connection goes where the check looked (a second lookup by the mail library
 * could answer otherwise: DNS rebinding).
 */
export async function destinoSmtp(
  host: string,
  redes: SmtpInternalHosts,
  resolver: Resolver = resolverDns,
): Promise<string> {
  let direcciones: string[];
  try {
    direcciones = isIP(host) !== 0 ? [host] : await resolver(host);
  } catch (error) {
    throw falloSmtp(Object.assign(new Error(`DNS ${host}`, { cause: error }), { code: 'EDNS' }));
  }
  const [primera] = direcciones;
  if (primera === undefined) throw falloSmtp({ code: 'EDNS' });
  if (redes === 'refuse' && direcciones.some(esDireccionInterna))
    throw new FalloCanal(MENSAJE_RED_INTERNA, false);
  return primera;
}
