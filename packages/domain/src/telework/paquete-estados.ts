/** SPEC §3 "Package line": package statuses. VUELO is an order still in flight (SPEC §4). */
export const ESTADOS_PAQUETE = ['ACTIVO', 'CANCELADO', 'VUELO'] as const;
export type EstadoPaquete = (typeof ESTADOS_PAQUETE)[number];

/** The package statuses in Spanish: every screen that names a package's state reads them here. */
export const ETIQUETAS_ESTADO_PAQUETE: Readonly<Record<EstadoPaquete, string>> = {
  ACTIVO: 'Activo',
  CANCELADO: 'Cancelado',
  VUELO: 'En vuelo',
};

/** A customer's contracts are its live packages: active ones and those still in flight. */
export const ESTADOS_CONTRATO = ['ACTIVO', 'VUELO'] as const satisfies readonly EstadoPaquete[];
