import { queryOptions } from '@tanstack/react-query';
import type {
  PricedKind,
  PriceHistoryEntry,
  PriceHistoryForm,
  UpfrontEntry,
  UpfrontForm,
} from '@ventas/domain/servicios/price-history';
import { api } from '../../../api/api';
import { catalogueKeys } from './catalogue-keys';

/** SPEC §7 /api/servicios/pricehistory/ and /upfronts/: one declaration of the calls per history. */
export type HistoryPath = 'pricehistory' | 'upfronts';
export interface HistoryTypes {
  pricehistory: { entry: PriceHistoryEntry; form: PriceHistoryForm };
  upfronts: { entry: UpfrontEntry; form: UpfrontForm };
}

/** GET <history>/?content_type=&object_id=: one item's entries. */
export const historyQuery = <P extends HistoryPath>(path: P, kind: PricedKind, objectId: number) =>
  queryOptions({
    queryKey: catalogueKeys.history(path, kind, objectId),
    queryFn: ({ signal }) =>
      api.get<HistoryTypes[P]['entry'][]>(`/api/servicios/${path}/`, {
        query: { content_type: kind, object_id: objectId },
        signal,
      }),
  });

/** POST <history>/, or PUT <history>/{id}/ when editing an entry. */
export function saveHistoryEntry<P extends HistoryPath>(
  path: P,
  id: number | null,
  form: HistoryTypes[P]['form'],
): Promise<HistoryTypes[P]['entry']> {
  return id === null
    ? api.post(`/api/servicios/${path}/`, form)
    : api.put(`/api/servicios/${path}/${id}/`, form);
}

/** DELETE <history>/{id}/ -> 204. */
export function deleteHistoryEntry(path: HistoryPath, id: number): Promise<void> {
  return api.delete<void>(`/api/servicios/${path}/${id}/`);
}
