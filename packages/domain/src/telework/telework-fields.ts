import { MENSAJES_CAMPOS } from '../validators/campos';
import { TELEWORK_LIMITS } from './telework-limits';

/** The Spanish messages of the telework payloads, as the forms and the API answers show them. */
export const MENSAJES_TELEWORK = {
  fechaHora: MENSAJES_CAMPOS.fechaHora,
  fecha: MENSAJES_CAMPOS.fecha,
  fechaAgendadoObligatoria: 'Indique la fecha del agendado',
  fechaAgendadoPasada: 'La fecha del agendado no puede ser de hace más de un día',
  razonObligatoria: 'Indique la razón por la que no está interesado',
  gestionObligatoria: 'Seleccione la gestión',
  notaVacia: 'La nota no puede estar vacía',
  notaLarga: `La nota no puede superar ${TELEWORK_LIMITS.notaMaxLength} caracteres`,
  textoLargo: MENSAJES_CAMPOS.textoLargo,
  mismoComercial: 'El comercial de destino debe ser distinto del de origen',
  rangoFechas: 'La fecha inicial no puede ser posterior a la final',
  rangoAgendado: 'Rango no válido: today, 3days, week, overdue o dos fechas AAAA-MM-DD (a,b)',
  sinCambios: 'Indique al menos un campo a modificar',
} as const;
