import { queryOptions } from '@tanstack/react-query';
import type {
  PricedKind,
  PriceHistoryEntry,
  PriceHistoryForm,
  UpfrontEntry,
  UpfrontForm,
} from '@ventas/domain/servicios/price-history';
import { priceHistoryCalls, upfrontsCalls } from '@ventas/domain/servicios/price-history.calls';
import { sendCall } from '../../../api/send-call';
import { catalogueKeys } from './catalogue-keys';

/** SPEC §7 pricehistory/ and upfronts/: the same four calls on each history. */
export type HistoryPath = 'pricehistory' | 'upfronts';
export interface HistoryTypes {
  pricehistory: { entry: PriceHistoryEntry; form: PriceHistoryForm };
  upfronts: { entry: UpfrontEntry; form: UpfrontForm };
}

const CALLS = { pricehistory: priceHistoryCalls, upfronts: upfrontsCalls };

/** One item's entries. */
export const historyQuery = <P extends HistoryPath>(path: P, kind: PricedKind, objectId: number) =>
  queryOptions({
    queryKey: catalogueKeys.history(path, kind, objectId),
    queryFn: ({ signal }): Promise<HistoryTypes[P]['entry'][]> =>
      sendCall(CALLS[path].list, { query: { content_type: kind, object_id: String(objectId) } }, { signal }),
  });

/** A new entry, or the one being edited. */
export function saveHistoryEntry<P extends HistoryPath>(
  path: P,
  id: number | null,
  form: HistoryTypes[P]['form'],
): Promise<HistoryTypes[P]['entry']> {
  return id === null
    ? sendCall(CALLS[path].create, { body: form })
    : sendCall(CALLS[path].update, { params: { id }, body: form });
}

export const deleteHistoryEntry = (path: HistoryPath, id: number) =>
  sendCall(CALLS[path].remove, { params: { id } });
