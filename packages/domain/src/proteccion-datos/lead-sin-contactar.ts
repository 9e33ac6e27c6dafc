/**
 * Issue 17 "Retention": which leads a retention period purges. A lead was never contacted when
 * nobody ever worked it: still NUEVO, with no attention, no offer and no note. It is due when it
 * was created more than `retencionDias` whole days before now. The SQL the API runs
 * (retencion-sql.ts) is this rule written once for the database: preview and purge share it.
 */

export const ESTADO_SIN_CONTACTAR = 'NUEVO';
const DIA_MS = 86_400_000;

export interface LeadRetencion {
  estado: string;
  atenciones: number;
  ofertas: number;
  notas: number;
  createdOn: Date;
}

/** True when nobody ever worked the lead. */
export const sinContactar = (lead: Omit<LeadRetencion, 'createdOn'>): boolean =>
  lead.estado === ESTADO_SIN_CONTACTAR && lead.atenciones === 0 && lead.ofertas === 0 && lead.notas === 0;

/** The instant before which a lead of a `retencionDias` period is due; null keeps everything. */
export function limiteRetencion(ahora: Date, retencionDias: number | null): Date | null {
  if (retencionDias === null) return null;
  return new Date(ahora.getTime() - retencionDias * DIA_MS);
}

/** True when the retention period purges the lead now. */
export function purgable(lead: LeadRetencion, retencionDias: number | null, ahora: Date): boolean {
  const limite = limiteRetencion(ahora, retencionDias);
  return limite !== null && sinContactar(lead) && lead.createdOn < limite;
}
