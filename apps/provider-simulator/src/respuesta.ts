import type { z } from 'zod';

/** What a handler answers: JSON with a status, or a PDF with its Content-Disposition (or none). */
export type Respuesta =
  | { tipo: 'json'; status: number; cuerpo: unknown }
  | { tipo: 'pdf'; bytes: Buffer; disposicion: string | null };

export function json(cuerpo: unknown, status = 200): Respuesta {
  return { tipo: 'json', status, cuerpo };
}

export function errorJson(status: number, error: string): Respuesta {
  return json({ error }, status);
}

export function pdf(bytes: Buffer, disposicion: string | null): Respuesta {
  return { tipo: 'pdf', bytes, disposicion };
}

export const NO_ENCONTRADO = (): Respuesta => errorJson(404, 'No encontrado');

/** The query as a plain object (first value of each key), for zod. */
export function consulta(query: URLSearchParams): Record<string, string> {
  const objeto: Record<string, string> = {};
  for (const [clave, valor] of query) if (!(clave in objeto)) objeto[clave] = valor;
  return objeto;
}

/** The parsed query, or the 400 answer to send instead. */
export function leerConsulta<S extends z.ZodType>(
  esquema: S,
  query: URLSearchParams,
): { ok: true; datos: z.output<S> } | { ok: false; respuesta: Respuesta } {
  const resultado = esquema.safeParse(consulta(query));
  if (resultado.success) return { ok: true, datos: resultado.data };
  return { ok: false, respuesta: errorJson(400, 'Parámetros no válidos') };
}
