import type { OrderableField } from '@ventas/domain/clientes/clientes-list';
import { madridToday } from '@ventas/domain/time/madrid';
import { teletrabajoUrl } from '../teletrabajo-url';

const SOONEST_FIRST: OrderableField = 'proxima_llamada';

/**
 * The telework list of the customers whose next pending callback falls on `day` and is
 * `comercialId`'s, soonest first. It holds the customers GET /api/clientes/agendados/ counts for
 * that day and owner (SPEC §8 welcome): the list scopes a Comercial to the customers they may
 * work, as the count does (docs/decisions/).
 */
export function todaysCallbacksUrl(comercialId: number, day: string = madridToday()): string {
  return teletrabajoUrl(
    { proxima_llamada: { after: day, before: day }, proxima_llamada_comercial: String(comercialId) },
    SOONEST_FIRST,
  );
}
