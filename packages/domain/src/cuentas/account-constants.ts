// SPEC §3 "Account form": commercial states, in the order lists show them (SPEC §5).
export const ESTADOS_CUENTA = ['ALTA', 'VACACIONES', 'BAJA', 'INACTIVO'] as const;
export type EstadoCuenta = (typeof ESTADOS_CUENTA)[number];

// SPEC §3: commercial types; TIENDA is the form's default.
export const TIPOS_COMERCIAL = ['TIENDA', 'DBL', 'COLABORADOR', 'RECOMENDADOR', 'SIN DEFINIR'] as const;
export type TipoComercial = (typeof TIPOS_COMERCIAL)[number];

/** An account's stored tipo_comercial as the rules read it: an unknown one is 'SIN DEFINIR'. */
export const tipoComercialDe = (value: string): TipoComercial =>
  (TIPOS_COMERCIAL as readonly string[]).includes(value) ? (value as TipoComercial) : 'SIN DEFINIR';
