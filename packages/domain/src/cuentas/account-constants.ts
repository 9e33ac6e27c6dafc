// SPEC §3 "Account form": commercial states, in the order lists show them (SPEC §5).
export const ESTADOS_CUENTA = ['ALTA', 'VACACIONES', 'BAJA', 'INACTIVO'] as const;
export type EstadoCuenta = (typeof ESTADOS_CUENTA)[number];

// SPEC §3: commercial types; TIENDA is the form's default.
export const TIPOS_COMERCIAL = ['TIENDA', 'DBL', 'COLABORADOR', 'RECOMENDADOR', 'SIN DEFINIR'] as const;
export type TipoComercial = (typeof TIPOS_COMERCIAL)[number];

/** An account's stored tipo_comercial as the rules read it: an unknown one is 'SIN DEFINIR'. */
export const tipoComercialDe = (value: string): TipoComercial =>
  (TIPOS_COMERCIAL as readonly string[]).includes(value) ? (value as TipoComercial) : 'SIN DEFINIR';

/** SPEC §3 account states and commercial types as every screen and file writes them. */
export const ESTADO_CUENTA_LABELS: Readonly<Record<EstadoCuenta, string>> = {
  ALTA: 'Alta',
  VACACIONES: 'Vacaciones',
  BAJA: 'Baja',
  INACTIVO: 'Inactivo',
};
export const TIPO_COMERCIAL_LABELS: Readonly<Record<TipoComercial, string>> = {
  TIENDA: 'Tienda',
  DBL: 'DBL',
  COLABORADOR: 'Colaborador',
  RECOMENDADOR: 'Recomendador',
  'SIN DEFINIR': 'Sin definir',
};

// The API sends codes as strings: one a screen does not know yet shows as it came.
const labelOf =
  (table: Readonly<Record<string, string>>) =>
  (code: string): string =>
    Object.hasOwn(table, code) ? table[code]! : code;
export const estadoCuentaLabel = labelOf(ESTADO_CUENTA_LABELS);
export const tipoComercialLabel = labelOf(TIPO_COMERCIAL_LABELS);

/** Who may take over callbacks (decision 24): an account not on BAJA nor INACTIVO. */
export const puedeRecibirAgendados = (estado: string): boolean => estado !== 'BAJA' && estado !== 'INACTIVO';
