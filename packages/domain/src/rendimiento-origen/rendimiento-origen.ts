import type { FiltrosTeletrabajo } from '../gerencia/gerencia-figuras';
import type { DayRange } from '../http/list-filters';
import { TIPOS_ATENCION } from '../telework/atencion-constants';
import { ESTADOS_OFERTA, ESTADOS_OFERTA_VENDIDA } from '../ofertas/oferta-estados';

/**
 * Origin performance (issue 17): per lead origin, how its customers were worked and sold. Each
 * figure counts **customers** and is defined once, as the Teletrabajo filters that open it
 * (`filtrosDeCifra`); the API counts it with the list's own conditions, so a figure always equals
 * the count of the list it opens (as Gerencia's figures, decision 121).
 */
export const CIFRAS_ORIGEN = [
  'leads',
  'contactados',
  'agendados',
  'no_interesados',
  'con_oferta',
  'vendidos',
] as const;
export type CifraOrigen = (typeof CIFRAS_ORIGEN)[number];

/** The column heading and what the figure counts, as the table's header and tooltip say it. */
export const CIFRA_ORIGEN_TEXTOS: Record<CifraOrigen, { etiqueta: string; ayuda: string }> = {
  leads: { etiqueta: 'Leads', ayuda: 'Clientes del origen (dados de alta en las fechas, si se eligen)' },
  contactados: { etiqueta: 'Contactados', ayuda: 'Clientes con al menos una atención de cualquier tipo' },
  agendados: { etiqueta: 'Agendados', ayuda: 'Clientes con alguna llamada agendada' },
  no_interesados: { etiqueta: 'No interesados', ayuda: 'Clientes marcados alguna vez como no interesados' },
  con_oferta: { etiqueta: 'Con oferta', ayuda: 'Clientes con alguna oferta, en cualquier estado' },
  vendidos: { etiqueta: 'Vendidos', ayuda: 'Clientes con una oferta activada (total o parcial)' },
};

/** Which customers a row counts: one origin's, those with none, or everyone's (the total row). */
export type OrigenDeFila = number | 'sin-origen' | 'todos';

/**
 * The conditions of each figure beyond the origin and the creation dates: a customer with an
 * attention of these types (any type: contacted), or with an offer in these states.
 */
const CONDICION: Record<CifraOrigen, FiltrosTeletrabajo> = {
  leads: {},
  contactados: { atencion_tipo: [...TIPOS_ATENCION] },
  agendados: { atencion_tipo: ['AGENDADO'] },
  no_interesados: { atencion_tipo: ['NO_INTERESADO'] },
  con_oferta: { estadoOferta: ESTADOS_OFERTA.map((estado) => String(estado.id)) },
  vendidos: { estadoOferta: ESTADOS_OFERTA_VENDIDA.map(String) },
};

/**
 * The Teletrabajo filters of the customers behind a figure of a row, for leads created in
 * `creados` (none: any date). The customers with no origin are the origin filter's 'null'.
 */
export function filtrosDeCifra(
  cifra: CifraOrigen,
  origen: OrigenDeFila,
  creados: DayRange | null,
): FiltrosTeletrabajo {
  return {
    ...(origen === 'todos' ? {} : { origenBbdd: [origen === 'sin-origen' ? 'null' : String(origen)] }),
    ...(creados && (creados.after || creados.before) ? { created_on: creados } : {}),
    ...CONDICION[cifra],
  };
}

/**
 * A conversion as a percentage with one decimal: the exact rational 100·a/b rounded once, half up
 * (1/8 → 12.5; 1/3 → 33.3; 2/3 → 66.7). Null when b is 0 (nothing to convert; shown '—').
 */
export function porcentaje(numerador: number, denominador: number): number | null {
  if (denominador <= 0) return null;
  // Tenths of a percent, rounded half up in integers: floor((2000a + b) / 2b).
  return Math.floor((2000 * numerador + denominador) / (2 * denominador)) / 10;
}
