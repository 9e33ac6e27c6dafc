import type { CLIENTES_FILTERS } from '../telework/clientes-filters';
import type { FilterValues } from '../http/filter-url';
import { ESTADOS_OFERTA_VENDIDA } from '../ofertas/oferta-estados';
import { ESTADOS_CONTRATO } from '../telework/paquete-estados';
import type { TIPOS_ATENCION } from '../telework/atencion-constants';
import type { Ventana } from './gerencia-ventana';

/**
 * The figures of Gerencia, the dashboard and the statistics (SPEC §7 Management: atencion,
 * agendado, gestion, nointeresado, vendido, oferta, cliente, paquete). Each one counts
 * **customers**, so that it opens in Teletrabajo as exactly the list behind it, with the same
 * count (issue 15; docs/decisions/ 121). The API counts them in one query module
 * (apps/api/src/features/gerencia/figuras.query.ts) with the same conditions the Teletrabajo
 * filters below apply.
 */
export const FIGURAS_GERENCIA = [
  'atencion',
  'agendado',
  'gestion',
  'nointeresado',
  'oferta',
  'vendido',
  'paquete',
  'cliente',
] as const;
export type FiguraGerencia = (typeof FIGURAS_GERENCIA)[number];

type TipoAtencion = (typeof TIPOS_ATENCION)[number];

/** A figure of one attention type: customers with such an attention by the commercial. */
export const TIPO_DE_FIGURA: Partial<Record<FiguraGerencia, TipoAtencion>> = {
  agendado: 'AGENDADO',
  gestion: 'GESTION',
  nointeresado: 'NO_INTERESADO',
  oferta: 'OFERTA',
};

/** The column heading and what the figure counts, as the screens' headers and tooltips say it. */
export const FIGURA_TEXTOS: Record<FiguraGerencia, { etiqueta: string; ayuda: string }> = {
  atencion: {
    etiqueta: 'Atenciones',
    ayuda: 'Clientes con alguna atención del comercial actualizada en las fechas',
  },
  agendado: { etiqueta: 'Agendados', ayuda: 'Clientes con un agendado del comercial en las fechas' },
  gestion: { etiqueta: 'Gestiones', ayuda: 'Clientes con una gestión del comercial en las fechas' },
  nointeresado: {
    etiqueta: 'No interesados',
    ayuda: 'Clientes que el comercial marcó como no interesados en las fechas',
  },
  oferta: { etiqueta: 'Ofertas', ayuda: 'Clientes con una oferta del comercial en las fechas' },
  vendido: {
    etiqueta: 'Vendidos',
    ayuda: 'Clientes con una oferta del comercial activada (total o parcial) en las fechas',
  },
  paquete: {
    etiqueta: 'Con paquete vigente',
    ayuda: 'Clientes vendidos en las fechas con algún paquete activo o en vuelo (no cancelado)',
  },
  cliente: { etiqueta: 'Altas', ayuda: 'Clientes dados de alta en las fechas y asignados al comercial' },
};

/**
 * The Teletrabajo filters only a figure's list sets (its "who did it" and the altas' day): a list
 * carrying one counts exactly however large, so it always shows its figure (decision 132), where
 * other filtered lists count exactly up to 10,000 and estimate above (decision 35).
 */
export const FILTROS_DE_FIGURA = ['atencion_comercial', 'venta_comercial', 'created_on'] as const;

/** The label a package without a sale type is counted under (statistics' sales by type). */
export const TIPO_VENTA_SIN_TIPO = 'Sin tipo';

/** The filters Teletrabajo reads from the URL, as its panel writes them. */
export type FiltrosTeletrabajo = FilterValues<typeof CLIENTES_FILTERS>;

const ids = (comerciales: readonly number[]) => comerciales.map(String);
const rango = (ventana: Ventana) => ({ after: ventana.desde, before: ventana.hasta });

/** The sales of the commercials in the window (decision 82's sale, at the offer). */
function ventas(comerciales: readonly number[], ventana: Ventana): FiltrosTeletrabajo {
  return {
    estadoOferta: ESTADOS_OFERTA_VENDIDA.map(String),
    fecha_venta: rango(ventana),
    venta_comercial: ids(comerciales),
  };
}

/**
 * The Teletrabajo filters of the customers behind a figure of these commercials in the window:
 * the list they open counts exactly the figure.
 */
export function filtrosDeFigura(
  figura: FiguraGerencia,
  comerciales: readonly number[],
  ventana: Ventana,
): FiltrosTeletrabajo {
  switch (figura) {
    case 'vendido':
      return ventas(comerciales, ventana);
    case 'paquete':
      return { ...ventas(comerciales, ventana), paquete_estado: [...ESTADOS_CONTRATO] };
    case 'cliente':
      return { comercial: ids(comerciales), created_on: rango(ventana) };
    default: {
      const tipo = TIPO_DE_FIGURA[figura];
      return {
        atencion_comercial: ids(comerciales),
        atencion_updated_on: rango(ventana),
        ...(tipo ? { atencion_tipo: [tipo] } : {}),
      };
    }
  }
}

/** The customers behind a sales-by-type bar: the sales of that type (packages' tipo_venta). */
export function filtrosDeTipoVenta(
  tipoVenta: string,
  comerciales: readonly number[],
  ventana: Ventana,
): FiltrosTeletrabajo {
  return { ...ventas(comerciales, ventana), paquete_tipo_venta: [tipoVenta] };
}
