/** SPEC §3 "Offer statuses": stored as 1–7 on the offer; the label is what the screens show. */
export const ESTADOS_OFERTA = [
  { id: 1, label: 'Pendiente' },
  { id: 2, label: 'Presentada' },
  { id: 3, label: 'Rechazada' },
  { id: 4, label: 'Activada' },
  { id: 5, label: 'Error envío a SMART' },
  { id: 6, label: 'Activada Parcial' },
  { id: 7, label: 'Cancelada' },
] as const;

export type EstadoOfertaId = (typeof ESTADOS_OFERTA)[number]['id'];

const LABELS = new Map<number, string>(ESTADOS_OFERTA.map((estado) => [estado.id, estado.label]));

/** The Spanish label of an offer status, or null for a number outside 1–7. */
export function estadoOfertaLabel(id: number): string | null {
  return LABELS.get(id) ?? null;
}
