import type { PricedKind } from '@ventas/domain/servicios/price-history';
import type { Database } from '../../db/database';
import {
  createEntry,
  deleteEntry,
  listHistory,
  pricesOnDate,
  updateEntry,
  type HistoryFilters,
  type HistoryFormBase,
  type HistoryTable,
} from './history.repository';

/**
 * Price and upfront history (SPEC §3): any of the two declarations (history.repository.ts), each
 * call in one tenant transaction.
 */
export function createHistoryService(database: Database) {
  return {
    listar: <F extends HistoryFormBase, E>(
      tenantId: number,
      history: HistoryTable<F, E>,
      filtros: HistoryFilters,
    ) => database.tenant(tenantId, (tx) => listHistory(tx, history, filtros)),

    crear: <F extends HistoryFormBase, E>(tenantId: number, history: HistoryTable<F, E>, form: F) =>
      database.tenant(tenantId, (tx) => createEntry(tx, history, form)),

    cambiar: <F extends HistoryFormBase, E>(
      tenantId: number,
      history: HistoryTable<F, E>,
      id: number,
      form: F,
    ) => database.tenant(tenantId, (tx) => updateEntry(tx, history, id, form)),

    borrar: <F extends HistoryFormBase, E>(
      tenantId: number,
      history: HistoryTable<F, E>,
      id: number,
    ): Promise<void> => database.tenant(tenantId, (tx) => deleteEntry(tx, history, id)),

    /** The price of each item at `at` (now if absent): the configurator's quote. */
    preciosEnFecha: (
      tenantId: number,
      items: ReadonlyArray<{ content_type: PricedKind; object_id: number }>,
      at: string | undefined,
    ) => database.tenant(tenantId, (tx) => pricesOnDate(tx, items, at)),
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
