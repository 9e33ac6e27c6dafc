import { isApiError } from '../../../api/api-error';

/**
 * The screen's message, and the API's reasons when it refused the request (a 400 from a
 * hand-edited link names the bad parameter): 'No se pudo cargar el contenido: Estado no válido…'.
 */
export function mensajeDeError(base: string, error: unknown): string {
  if (!isApiError(error) || error.status !== 400 || typeof error.body !== 'object' || error.body === null)
    return base;
  const motivos = Object.values(error.body as Record<string, unknown>)
    .flatMap((valor) => (Array.isArray(valor) ? valor : [valor]))
    .filter((valor): valor is string => typeof valor === 'string');
  return motivos.length ? `${base}: ${motivos.join(' ')}` : base;
}
