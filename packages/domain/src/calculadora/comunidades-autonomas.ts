/**
 * Issue 14, beyond SPEC §9: a tenant may also exclude its autonomous community's holidays, and
 * a municipality's where the holiday library knows them. These are the codes date-holidays
 * understands (ES-<code>, ISO 3166-2), as data a settings form can offer without loading the
 * library; regional-holidays.test.ts checks them against it.
 */
export const COMUNIDADES_AUTONOMAS = {
  AN: 'Andalucía',
  AR: 'Aragón',
  AS: 'Asturias',
  CB: 'Cantabria',
  CE: 'Ceuta',
  CL: 'Castilla y León',
  CM: 'Castilla-La Mancha',
  CN: 'Canarias',
  CT: 'Cataluña',
  EX: 'Extremadura',
  GA: 'Galicia',
  IB: 'Illes Balears',
  MC: 'Región de Murcia',
  MD: 'Comunidad de Madrid',
  ML: 'Melilla',
  NC: 'Comunidad Foral de Navarra',
  PV: 'País Vasco',
  RI: 'La Rioja',
  VC: 'Comunitat Valenciana',
} as const;
export type ComunidadAutonoma = keyof typeof COMUNIDADES_AUTONOMAS;

/**
 * The few places below a community whose days the library holds (Barcelona, the Canary
 * islands). Any other municipality's two local days are dates the tenant enters itself.
 */
export const MUNICIPIOS_CON_FESTIVOS: Partial<Record<ComunidadAutonoma, Readonly<Record<string, string>>>> = {
  CN: {
    EH: 'El Hierro',
    FU: 'Fuerteventura',
    GC: 'Gran Canaria',
    LG: 'La Gomera',
    LP: 'La Palma',
    LA: 'Lanzarote',
    TE: 'Tenerife',
  },
  CT: { B: 'Barcelona' },
};

/** Where a tenant is: its community and, if the library knows it, its municipality or island. */
export interface UbicacionFestivos {
  comunidad: ComunidadAutonoma;
  municipio?: string | null;
}

export function esComunidadAutonoma(code: string): code is ComunidadAutonoma {
  return Object.hasOwn(COMUNIDADES_AUTONOMAS, code);
}
