/** Limits of the telework payloads, shared by the web forms and the API schemas. */
export const TELEWORK_LIMITS = {
  /** Characters of a customer note (notascliente). */
  notaMaxLength: 5000,
  /** Characters of an attention's free notes. */
  notasAtencionMaxLength: 5000,
  /** Characters of a no-interest reason, its type, and the call type. */
  razonMaxLength: 200,
  tipoNoInteresadoMaxLength: 100,
  tipoLlamadaMaxLength: 50,
  /** Rows of one agendados list: the dashboard and the calendar never need more. */
  agendadosMaxRows: 500,
  /** An agendado may be recorded up to this long after its time (late data entry), no earlier. */
  agendadoPastToleranceMs: 24 * 60 * 60 * 1000,
} as const;
