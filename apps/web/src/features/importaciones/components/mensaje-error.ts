import { errorDetail, isApiError } from '../../../api/api-error';

/**
 * What the API said about a refused request: its `{detail}`, or the messages of a DRF-like 400
 * (`{file: [..]}`, `{mapeo: [..]}`), joined; undefined when it said nothing readable.
 */
export function mensajeDeError(error: unknown): string | undefined {
  const detail = errorDetail(error);
  if (detail) return detail;
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return undefined;
  const textos = Object.values(error.body as Record<string, unknown>).flatMap((value) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [],
  );
  return textos.length ? textos.join(' ') : undefined;
}
