import type { LineaKind } from '@ventas/domain/ofertas/oferta-cotizacion';

/**
 * Query keys of what the configurator reads. Catalogue keys start with ['servicios', path], the
 * root the catalogue screens invalidate after a write, so an admin's change reaches an open
 * configurator. The customer, its history and the operators are the other features' own queries.
 */
export const ofertaKeys = {
  oferta: (id: number) => ['atenciones', 'oferta', id] as const,
  lineas: (kind: LineaKind, operator: string, segment: string) =>
    ['servicios', LIST_PATH[kind], 'oferta', operator, segment] as const,
  promociones: (operator: string) => ['servicios', 'promociones', 'oferta', operator] as const,
  seguros: (operator: string) => ['servicios', 'seguros', 'oferta', operator] as const,
  dispositivos: (operator: string) => ['servicios', 'available-device-drop-down', operator] as const,
  cuotas: (kind: LineaKind, lineaId: number) => ['servicios', 'installments', kind, lineaId] as const,
};

/** The catalogue table each line kind is listed from (SPEC §7 GET /api/servicios/<table>/). */
export const LIST_PATH = {
  tarifa: 'tarifas',
  adicional: 'adicionales',
  sva: 'sva',
} as const satisfies Record<LineaKind, string>;
