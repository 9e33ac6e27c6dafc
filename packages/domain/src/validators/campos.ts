import { z } from 'zod';

/** The Spanish messages of the generic payload fields, as the forms and the API answers show them. */
export const MENSAJES_CAMPOS = {
  fechaHora: 'Fecha y hora no válidas (ISO 8601 con zona, p. ej. 2026-05-04T10:30:00+02:00)',
  fecha: 'Fecha no válida (AAAA-MM-DD)',
  textoLargo: (max: number) => `El texto no puede superar ${max} caracteres`,
} as const;

/** Free text, trimmed, at most `max` characters. */
export const texto = (max: number) => z.string().trim().max(max, MENSAJES_CAMPOS.textoLargo(max));
/** An instant with its zone, as the date pickers send it. */
export const fechaHora = z.iso.datetime({ offset: true, error: MENSAJES_CAMPOS.fechaHora });
/** A calendar day. */
export const fecha = z.iso.date({ error: MENSAJES_CAMPOS.fecha });
