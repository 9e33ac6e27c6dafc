import type { Deactivated } from '@ventas/domain/servicios/catalogue-fields';
import type { ExportTable } from '@ventas/domain/servicios/catalogue-transfer-contract';
import { api } from '../../../api/api';

/** SPEC §7 catalogue CRUD: POST <table>/ -> 201 with the saved row. */
export function createCatalogueItem<Row>(path: ExportTable, form: unknown): Promise<Row> {
  return api.post<Row>(`/api/servicios/${path}/`, form);
}

/** PUT <table>/{id}/ -> the saved row (the app ignores a missing trailing slash, decision 66). */
export function updateCatalogueItem<Row>(path: ExportTable, id: number, form: unknown): Promise<Row> {
  return api.put<Row>(`/api/servicios/${path}/${id}/`, form);
}

/**
 * DELETE <table>/{id}/: 204 when erased (undefined here), or 200 `{detail, deactivated: true}`
 * when something still uses the item and it was deactivated instead (decision 65).
 */
export function deleteCatalogueItem(path: ExportTable, id: number): Promise<Deactivated | undefined> {
  return api.delete<Deactivated | undefined>(`/api/servicios/${path}/${id}/`);
}
