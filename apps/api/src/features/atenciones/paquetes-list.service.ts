import type { Page } from '@ventas/domain/http/page';
import type { ClienteViewer } from '@ventas/domain/telework/cliente-scope';
import type { PaqueteListRow } from '@ventas/domain/telework/paquetes-list-contract';
import type { Database } from '../../db/database';
import { readTablePage } from '../../lists/table-list';
import { paquetesList } from './paquetes-list.repository';
import type { PaquetesListQuery } from '@ventas/domain/telework/paquetes-list-contract';

/** GET /api/atenciones/paquete/: a page of the packages of the customers the caller may work. */
export function listPaquetes(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  query: PaquetesListQuery,
): Promise<Page<PaqueteListRow>> {
  return database.tenant(tenantId, (tx) => readTablePage(tx, paquetesList(viewer), query));
}
