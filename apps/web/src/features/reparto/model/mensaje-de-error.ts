import { isApiError } from '../../../api/api-error';

/** A refusal's Spanish text: its `detail`, or the messages of a 400's fields; else `porDefecto`. */
export function mensajeDeError(error: unknown, porDefecto: string): string {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return porDefecto;
  const body = error.body as Record<string, unknown>;
  if (typeof body.detail === 'string') return body.detail;
  const mensajes = Object.values(body)
    .flatMap((value) => (Array.isArray(value) ? value : []))
    .filter((value): value is string => typeof value === 'string');
  return mensajes.length ? mensajes.join(' ') : porDefecto;
}
