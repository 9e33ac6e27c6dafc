import {
  destinatarios,
  type COMUNICADOS_ENVIADOS_FILTERS,
  type COMUNICADOS_ENVIADOS_ORDERABLE,
  type ComunicadoEnviado,
  type ComunicadoForm,
} from '@ventas/domain/cuentas/comunicado-admin-contract';
import type { Page } from '@ventas/domain/http/page';
import type { Database } from '../../db/database';
import { invalid, notFound } from '../../http/app-error';
import type { ListQuery } from '@ventas/domain/http/list-query';
import { readTablePage, readTableRow } from '../../lists/table-list';
import { cuentasDestinatarias, deleteComunicado, insertComunicado } from './comunicados-admin.repository';
import { COMUNICADOS_ENVIADOS } from './comunicados-enviados.list';
import { COMUNICADO_NO_ENCONTRADO } from './comunicados.service';

type EnviadosQuery = ListQuery<
  typeof COMUNICADOS_ENVIADOS_FILTERS,
  (typeof COMUNICADOS_ENVIADOS_ORDERABLE)[number]
>;

/** The Admins' side of SPEC §7 Communications (issue 16): send, the sent list, delete. */
export function createComunicadosAdminService(database: Database) {
  return {
    enviados: (tenantId: number, query: EnviadosQuery): Promise<Page<ComunicadoEnviado>> =>
      database.tenant(tenantId, (tx) => readTablePage(tx, COMUNICADOS_ENVIADOS, query)),

    /** One transaction: the receivers are read, checked and written together, or nothing is. */
    enviar: (tenantId: number, autorId: number, form: ComunicadoForm) =>
      database.tenant(tenantId, async (tx) => {
        const audiencia = destinatarios(form, await cuentasDestinatarias(tx), autorId);
        if (!audiencia.ok) throw invalid({ [audiencia.campo]: [audiencia.mensaje] });
        const id = await insertComunicado(tx, form, autorId, audiencia.receptores);
        return readTableRow(tx, COMUNICADOS_ENVIADOS, id);
      }),

    async borrar(tenantId: number, id: number): Promise<void> {
      const deleted = await database.tenant(tenantId, (tx) => deleteComunicado(tx, id));
      if (!deleted) throw notFound(COMUNICADO_NO_ENCONTRADO);
    },
  };
}
