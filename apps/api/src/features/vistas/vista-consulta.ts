import type { z } from 'zod';
import { CLIENTES_FILTERS } from '@ventas/domain/telework/clientes-filters';
import { CLIENTES_PAGING } from '@ventas/domain/clientes/clientes-list';
import { GERENCIA_FILTERS } from '@ventas/domain/gerencia/gerencia-contract';
import { filterEntries, parseFilterParams } from '@ventas/domain/http/filter-url';
import { MAX_FILTER_TEXT, type FilterDeclarations } from '@ventas/domain/http/list-filters';
import { ORDERING_PARAM, PAGE_SIZE_PARAM, SEARCH_PARAM } from '@ventas/domain/http/page';
import {
  MAX_CONSULTA_VISTA,
  MENSAJES_VISTAS,
  type PantallaVista,
} from '@ventas/domain/vistas/vistas-contract';
import { invalid } from '../../http/app-error';
import { filtersQuerySchema } from '@ventas/domain/http/list-query';
import { clientesFiltersSchema } from '../clientes/clientes.public';
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from '../../plugins/control-characters';
import { comprobarGerencia } from './gerencia-consulta';

/**
 * A saved view's query checked as its screen's own request would be, so a saved view always
 * opens, and written back normalised: only the parameters the screen reads, filters in the URL's
 * order (filter-url.ts), then the top-bar search, page size and order when not the defaults. The
 * page is left out: a view opens on the first page. Anything else (an open customer, UI state) goes.
 */

const OTROS_PARAMETROS: Record<string, string> = {
  [SEARCH_PARAM]: 'Búsqueda',
  [ORDERING_PARAM]: 'Orden',
  [PAGE_SIZE_PARAM]: 'Clientes por página',
};

/** The Spanish label of a query parameter: its filter's, a range's ends included. */
function etiqueta(declarations: FilterDeclarations, param: string): string {
  const clave = param in declarations ? param : param.replace(/_(after|before)$/, '');
  return declarations[clave]?.label ?? OTROS_PARAMETROS[param] ?? param;
}

/** The query as the API's parsers read a request's: name -> every value. */
const comoPeticion = (params: URLSearchParams) =>
  Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)]));

/** Parses with the screen's schema; a bad parameter is a 400 on `consulta.<param>`, labelled. */
function validar<T>(schema: z.ZodType<T>, declarations: FilterDeclarations, params: URLSearchParams): T {
  const parsed = schema.safeParse(comoPeticion(params));
  if (parsed.success) return parsed.data;
  const errores: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const param = String(issue.path[0] ?? '');
    (errores[`consulta.${param}`] ??= []).push(`${etiqueta(declarations, param)}: ${issue.message}`);
  }
  throw invalid(errores);
}

function teletrabajo(params: URLSearchParams): [string, string][] {
  const parsed = validar(clientesFiltersSchema, CLIENTES_FILTERS, params);
  const entries = filterEntries(CLIENTES_FILTERS, parseFilterParams(CLIENTES_FILTERS, params));
  if (parsed.search) entries.push([SEARCH_PARAM, parsed.search]);
  // The grid shows only its offered sizes (list-url.ts): another size would open as the default.
  const size = parsed.itemsPerPage;
  if (
    size !== CLIENTES_PAGING.defaultPageSize &&
    (CLIENTES_PAGING.pageSizeOptions as readonly number[]).includes(size)
  )
    entries.push([PAGE_SIZE_PARAM, String(size)]);
  const ordering = `${parsed.ordering.descending ? '-' : ''}${parsed.ordering.field}`;
  if (ordering !== CLIENTES_PAGING.defaultOrdering) entries.push([ORDERING_PARAM, ordering]);
  return entries;
}

const gerenciaSchema = filtersQuerySchema(GERENCIA_FILTERS);

function gerenciaComerciales(params: URLSearchParams): [string, string][] {
  const parsed = validar(gerenciaSchema, GERENCIA_FILTERS, params);
  comprobarGerencia(parsed);
  const entries = filterEntries(GERENCIA_FILTERS, parseFilterParams(GERENCIA_FILTERS, params));
  const search = params.get(SEARCH_PARAM)?.trim();
  if (search && search.length > MAX_FILTER_TEXT)
    throw invalid({ [`consulta.${SEARCH_PARAM}`]: [`Búsqueda: Máximo ${MAX_FILTER_TEXT} caracteres`] });
  if (search) entries.push([SEARCH_PARAM, search]);
  return entries;
}

const NORMALIZADORES: Record<PantallaVista, (params: URLSearchParams) => [string, string][]> = {
  teletrabajo,
  gerenciaComerciales,
};

/** The screen's query string checked and normalised (without '?'); a 400 naming the parameter. */
export function normalizarConsulta(pantalla: PantallaVista, consulta: string): string {
  const params = new URLSearchParams(consulta);
  const conControl = findControlCharacter(comoPeticion(params));
  if (conControl !== null) throw invalid({ consulta: [CONTROL_CHARACTER_MESSAGE] });
  const normal = new URLSearchParams(NORMALIZADORES[pantalla](params)).toString();
  if (normal.length > MAX_CONSULTA_VISTA) throw invalid({ consulta: [MENSAJES_VISTAS.consultaLarga] });
  return normal;
}
