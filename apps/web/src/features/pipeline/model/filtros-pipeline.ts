import { consultaDePeriodo, periodoDe, PERIODO_PARAM } from './periodo-pipeline';

/**
 * The board's filters beside its period, each in the URL under the API's own name (one value
 * each: the screen's selects pick one; the API also takes several, comma-separated).
 */
export const FILTROS_PIPELINE = ['comercial', 'operador', 'segmento'] as const;
export type FiltroPipeline = (typeof FILTROS_PIPELINE)[number];

/** What the board asks the API for: the period's days and the filters the URL holds. */
export function consultaDelTablero(params: URLSearchParams, hoy: string): Record<string, string> {
  const consulta = consultaDePeriodo(periodoDe(params.get(PERIODO_PARAM), hoy));
  for (const filtro of FILTROS_PIPELINE) {
    const valor = params.get(filtro)?.trim();
    if (valor) consulta[filtro] = valor;
  }
  return consulta;
}

/** The screen's view in the URL: the board unless `?vista=lista`. */
export const VISTA_PARAM = 'vista';
export const VISTA_LISTA = 'lista';

/** The URL with one filter (or the period, or the view) changed and the rest kept; '' takes it away. */
export function conFiltro(
  params: URLSearchParams,
  clave: FiltroPipeline | typeof PERIODO_PARAM | typeof VISTA_PARAM,
  valor: string,
): URLSearchParams {
  const siguiente = new URLSearchParams(params);
  if (valor === '') siguiente.delete(clave);
  else siguiente.set(clave, valor);
  return siguiente;
}
