import type { IncomingHttpHeaders } from 'node:http';
import { PASSWORD_RECHAZADA } from './casos-especiales';

/**
 * upstream.ts: every provider call carries `Authorization: Basic …` (and maybe a Cookie, which
 * the simulator accepts and ignores). None, or not Basic user:password → 401; the refused
 * password → 403. The answer never repeats what was sent.
 */
export function comprobarCredenciales(cabeceras: IncomingHttpHeaders): 'ok' | 401 | 403 {
  const encontrada = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(cabeceras.authorization ?? '');
  if (!encontrada?.[1]) return 401;
  const texto = Buffer.from(encontrada[1], 'base64').toString('utf8');
  const separador = texto.indexOf(':');
  if (separador <= 0) return 401;
  return texto.slice(separador + 1) === PASSWORD_RECHAZADA ? 403 : 'ok';
}
