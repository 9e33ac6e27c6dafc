import type { Deactivated } from '@ventas/domain/servicios/catalogue-fields';
import { sendCall } from '../../../api/send-call';
import type { CatalogueCallsOf } from './catalogue-calls-of';

/** SPEC §7 catalogue CRUD: POST <table>/ -> 201 with the saved row. */
export function createCatalogueItem<Row>(calls: CatalogueCallsOf<Row>, form: unknown): Promise<Row> {
  return sendCall(calls.create, { body: form });
}

/** PUT <table>/{id}/ -> the saved row. */
export function updateCatalogueItem<Row>(
  calls: CatalogueCallsOf<Row>,
  id: number,
  form: unknown,
): Promise<Row> {
  return sendCall(calls.update, { params: { id }, body: form });
}

/**
 * DELETE <table>/{id}/: 204 when erased (null here), or 200 `{detail, deactivated: true}` when
 * something still uses the item and it was deactivated instead (decision 65).
 */
export function deleteCatalogueItem<Row>(
  calls: CatalogueCallsOf<Row>,
  id: number,
): Promise<Deactivated | null> {
  return sendCall(calls.remove, { params: { id } });
}
