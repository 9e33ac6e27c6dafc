import { z } from 'zod';
import { TELEWORK_LIMITS } from './telework-limits';

/** The Spanish messages of the telework payloads, as the forms and the API answers show them. */
export const MENSAJES_TELEWORK = {
  fechaHora: 'Fecha y hora no válidas (ISO 8601 con zona, p. ej. 2026-05-04T10:30:00+02:00)',
  fecha: 'Fecha no válida (AAAA-MM-DD)',
  fechaAgendadoObligatoria: 'Indique la fecha del agendado',
  fechaAgendadoPasada: 'La fecha del agendado no puede ser de hace más de un día',
  razonObligatoria: 'Indique la razón por la que no está interesado',
  gestionObligatoria: 'Seleccione la gestión',
  notaVacia: 'La nota no puede estar vacía',
  notaLarga: `La nota no puede superar ${TELEWORK_LIMITS.notaMaxLength} caracteres`,
  textoLargo: (max: number) => `El texto no puede superar ${max} caracteres`,
  mismoComercial: 'El comercial de destino debe ser distinto del de origen',
  rangoFechas: 'La fecha inicial no puede ser posterior a la final',
  rangoAgendado: 'Rango no válido: today, 3days, week, overdue o dos fechas AAAA-MM-DD (a,b)',
  sinCambios: 'Indique al menos un campo a modificar',
} as const;

/** Free text, trimmed, at most `max` characters. */
export const texto = (max: number) => z.string().trim().max(max, MENSAJES_TELEWORK.textoLargo(max));
/** An instant with its zone, as the date pickers send it. */
export const fechaHora = z.iso.datetime({ offset: true, error: MENSAJES_TELEWORK.fechaHora });
/** A calendar day. */
export const fecha = z.iso.date({ error: MENSAJES_TELEWORK.fecha });
