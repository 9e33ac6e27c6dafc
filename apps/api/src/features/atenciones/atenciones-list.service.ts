import type { Page } from '@ventas/domain/http/page';
import type { AtencionListRow } from '@ventas/domain/telework/atenciones-list-contract';
import type { ClienteViewer } from '@ventas/domain/telework/cliente-scope';
import type { Database } from '../../db/database';
import { readTablePage } from '../../lists/table-list';
import { toAtencionView } from './atencion-view';
import { atencionesList } from './atenciones-list.repository';
import type { AtencionesListQuery } from '@ventas/domain/telework/atenciones-list-contract';
import { findAtenciones, ofertasOfAtenciones } from './atenciones.repository';

/**
 * GET /api/atenciones/: a page of the attentions of the customers the caller may work, each as
 * the history shows it plus its customer's name. Three statements: the page (ids, names, count),
 * the attentions, their offers.
 */
export function listAtenciones(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  query: AtencionesListQuery,
): Promise<Page<AtencionListRow>> {
  return database.tenant(tenantId, async (tx) => {
    const page = await readTablePage(tx, atencionesList(viewer), query);
    const ids = page.results.map((entry) => entry.id);
    const rows = new Map((await findAtenciones(tx, ids)).map((row) => [row.id, row]));
    const ofertas = await ofertasOfAtenciones(tx, [...rows.values()]);
    // In the page's order; an attention deleted between the two reads is left out.
    const results = page.results.flatMap(({ id, cliente_nombre }) => {
      const row = rows.get(id);
      return row ? [{ ...toAtencionView(row, ofertas.get(id)), cliente_nombre }] : [];
    });
    return { ...page, results };
  });
}
