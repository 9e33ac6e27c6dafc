/** How a status reads at a glance; screens and documents map it to their own colours. */
export type EstadoTone = 'warning' | 'info' | 'error' | 'success' | 'secondary' | 'default';

/**
 * SPEC §3 "Offer statuses": stored as 1–7 on the offer; the label is what the screens show. The
 * spec gives each a colour without saying which: the tone follows the status's meaning.
 */
export const ESTADOS_OFERTA = [
  { id: 1, label: 'Pendiente', tone: 'warning' },
  { id: 2, label: 'Presentada', tone: 'info' },
  { id: 3, label: 'Rechazada', tone: 'error' },
  { id: 4, label: 'Activada', tone: 'success' },
  { id: 5, label: 'Error envío a SMART', tone: 'error' },
  { id: 6, label: 'Activada Parcial', tone: 'secondary' },
  { id: 7, label: 'Cancelada', tone: 'default' },
] as const satisfies ReadonlyArray<{ id: number; label: string; tone: EstadoTone }>;

export type EstadoOfertaId = (typeof ESTADOS_OFERTA)[number]['id'];

/**
 * The statuses that are a sale (Activada, Activada Parcial): the offer gets its fecha_venta the
 * first time it reaches one, and its packages count towards objectives (decisions 74, 82).
 */
export const ESTADOS_OFERTA_VENDIDA = [4, 6] as const satisfies readonly EstadoOfertaId[];

export const esOfertaVendida = (estado: number): boolean =>
  (ESTADOS_OFERTA_VENDIDA as readonly number[]).includes(estado);

const BY_ID = new Map<number, (typeof ESTADOS_OFERTA)[number]>(
  ESTADOS_OFERTA.map((estado) => [estado.id, estado]),
);

/** The Spanish label of an offer status, or null for a number outside 1–7. */
export function estadoOfertaLabel(id: number): string | null {
  return BY_ID.get(id)?.label ?? null;
}

/** The tone of an offer status; 'default' for a number outside 1–7. */
export function estadoOfertaTone(id: number): EstadoTone {
  return BY_ID.get(id)?.tone ?? 'default';
}
