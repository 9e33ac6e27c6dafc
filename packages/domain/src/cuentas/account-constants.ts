// SPEC §3 "Account form": commercial states, in the order lists show them (SPEC §5).
export const ESTADOS_CUENTA = ['ALTA', 'VACACIONES', 'BAJA', 'INACTIVO'] as const;
export type EstadoCuenta = (typeof ESTADOS_CUENTA)[number];

// SPEC §3: commercial types; TIENDA is the form's default.
export const TIPOS_COMERCIAL = ['TIENDA', 'DBL', 'COLABORADOR', 'RECOMENDADOR', 'SIN DEFINIR'] as const;
export type TipoComercial = (typeof TIPOS_COMERCIAL)[number];
