import { CLIENTES_FILTERS } from '@ventas/domain/telework/clientes-filters';
import type { FiltrosTeletrabajo } from '@ventas/domain/gerencia/gerencia-figuras';
import { entriesAsQuery, filterEntries, parseFilterParams } from '@ventas/domain/http/filter-url';
import type { FiltrosReparto } from '@ventas/domain/reparto/reparto-contract';
import { teletrabajoUrl } from '../../teletrabajo/teletrabajo.public';

/**
 * Which customers a deal-out takes, as Teletrabajo filters: one origin's, or those of a
 * Teletrabajo query pasted from the list's address or a saved view (read with the list's own URL
 * codec, so what is dealt is what the list shows; its page, order and search are not filters).
 */

export const filtrosDeOrigen = (origen: number): FiltrosTeletrabajo => ({ origenBbdd: [String(origen)] });

/** The filters of a pasted Teletrabajo address or query string; null when it holds none. */
export function filtrosDeConsulta(texto: string): FiltrosTeletrabajo | null {
  const inicio = texto.indexOf('?');
  const consulta = (inicio >= 0 ? texto.slice(inicio + 1) : texto).trim();
  const filtros = parseFilterParams(CLIENTES_FILTERS, new URLSearchParams(consulta));
  return Object.keys(filtros).length > 0 ? filtros : null;
}

/** The filters as the API's request carries them (name → values), as the list's URL writes them. */
export function comoPeticion(filtros: FiltrosTeletrabajo): FiltrosReparto {
  return entriesAsQuery(filterEntries(CLIENTES_FILTERS, filtros));
}

/** The Teletrabajo list of the unassigned customers these filters match: what would be dealt. */
export const enlaceSinAsignar = (filtros: FiltrosTeletrabajo): string =>
  teletrabajoUrl({ ...filtros, comercial: filtros.comercial ?? ['null'] });
