import { STATS_FILTERS } from '@ventas/domain/gerencia/gerencia-contract';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { entriesAsQuery, filterEntries } from '@ventas/domain/http/filter-url';

/**
 * What the dashboard asks the statistics for: a window of Madrid days (null: the SPEC §9 period the
 * API defaults to) and whose figures (null: the API's own scope — a Comercial's own, or the whole
 * tenant for a Manager who leads no team).
 */
export interface ConsultaDashboard {
  ventana: Ventana | null;
  comerciales: readonly number[] | null;
}

/** The query of STATS_FILTERS (`updated_on_after`/`_before`, `comercial` repeated), as the API reads it. */
export function parametrosStats(consulta: ConsultaDashboard): Record<string, string[]> {
  const { ventana, comerciales } = consulta;
  const entries = filterEntries(STATS_FILTERS, {
    ...(ventana ? { updated_on: { after: ventana.desde, before: ventana.hasta } } : {}),
    ...(comerciales ? { comercial: comerciales.map(String) } : {}),
  });
  return entriesAsQuery(entries);
}
