import {
  filtrosDeFigura,
  filtrosDeTipoVenta,
  type FiguraGerencia,
  type FiltrosTeletrabajo,
} from '@ventas/domain/gerencia/gerencia-figuras';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { MAX_FILTER_VALUES } from '@ventas/domain/http/list-filters';
import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';
import { COMERCIAL_PARAM, MES_PARAM } from '../../calculadora/calculadora.public';
import { teletrabajoUrl } from '../../teletrabajo/teletrabajo.public';

/** What each statistics answer echoes: the window it counted and the commercials it covered. */
export interface AlcanceRespuesta {
  ventana: Ventana;
  comerciales: readonly number[];
}

/**
 * The Teletrabajo list behind a figure, or null when no list can say it: no commercials (an empty
 * filter is never sent, so the list would be the whole tenant's) or more than a filter may name.
 */
function listaDe(alcance: AlcanceRespuesta, filtros: (ids: number[]) => FiltrosTeletrabajo): string | null {
  const { comerciales } = alcance;
  if (comerciales.length === 0 || comerciales.length > MAX_FILTER_VALUES) return null;
  return teletrabajoUrl(filtros([...comerciales]));
}

/** The customers behind an attention figure (or vendido, paquete, cliente) of the answer's commercials. */
export const enlaceFigura = (figura: FiguraGerencia, alcance: AlcanceRespuesta) =>
  listaDe(alcance, (ids) => filtrosDeFigura(figura, ids, alcance.ventana));

/** The customers behind a sales-by-type bar. */
export const enlaceTipoVenta = (tipo: string, alcance: AlcanceRespuesta) =>
  listaDe(alcance, (ids) => filtrosDeTipoVenta(tipo, ids, alcance.ventana));

/** One commercial's figure in the window (a ranking row names its commercial). */
export const enlaceFiguraDe = (figura: FiguraGerencia, comercial: number, ventana: Ventana) =>
  teletrabajoUrl(filtrosDeFigura(figura, [comercial], ventana));

/** The calculator's month ('YYYY-MM'); for one commercial, theirs. */
export function enlaceCalculadora(mes: string, comerciales: readonly number[]): string {
  const params = new URLSearchParams({ [MES_PARAM]: mes });
  if (comerciales.length === 1) params.set(COMERCIAL_PARAM, String(comerciales[0]));
  return `${WEB_ROUTES.calculadora.path}?${params.toString()}`;
}

/** The customer's dialog over Teletrabajo, read-only first (`?cliente=&modo=view`, as the calculator opens one). */
export const enlaceCliente = (id: number) => `${WEB_ROUTES.teletrabajo.path}?cliente=${id}&modo=view`;
