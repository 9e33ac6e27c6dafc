import { z } from 'zod';
import {
  COMUNICADOS_ENVIADOS_FILTERS,
  COMUNICADOS_ENVIADOS_PAGING,
  comunicadoEnviadoSchema,
  comunicadoFormSchema,
  comunicadosEnviadosPageSchema,
  destinatarios,
} from '@ventas/domain/cuentas/comunicado-admin-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { invalid, notFound } from '../../http/app-error';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { listQuerySchema } from '../../lists/list-query';
import { readTablePage, readTableRow } from '../../lists/table-list';
import { cuentasDestinatarias, deleteComunicado, insertComunicado } from './comunicados-admin.repository';
import { COMUNICADOS_ENVIADOS } from './comunicados-enviados.list';

const NOT_FOUND = 'Comunicado no encontrado.';

/**
 * The Admins' side of SPEC §7 Communications (issue 16): send (POST), the sent list with who read
 * each one (its own path, decision in .scratch: GET communicates/ stays the caller's received
 * list, which every role's top bar reads) and delete.
 */
export function comunicadosAdminRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.get('/api/cuentas/communicates/enviados/', {
    config: { access: API_ACCESS.admin },
    schema: {
      querystring: listQuerySchema(COMUNICADOS_ENVIADOS_FILTERS, COMUNICADOS_ENVIADOS_PAGING),
      response: { 200: comunicadosEnviadosPageSchema },
    },
    handler: (request) =>
      deps.database.tenant(request.tenant.id, (tx) => readTablePage(tx, COMUNICADOS_ENVIADOS, request.query)),
  });

  app.post('/api/cuentas/communicates/', {
    config: { access: API_ACCESS.admin },
    schema: { body: comunicadoFormSchema, response: { 201: comunicadoEnviadoSchema } },
    handler: async (request, reply) => {
      const autorId = currentUser(request).accountId;
      const form = request.body;
      // One transaction: the receivers are read, checked and written together, or nothing is.
      const created = await deps.database.tenant(request.tenant.id, async (tx) => {
        const audiencia = destinatarios(form, await cuentasDestinatarias(tx), autorId);
        if (!audiencia.ok) throw invalid({ [audiencia.campo]: [audiencia.mensaje] });
        const id = await insertComunicado(tx, form, autorId, audiencia.receptores);
        return readTableRow(tx, COMUNICADOS_ENVIADOS, id);
      });
      return reply.code(201).send(created!);
    },
  });

  app.delete('/api/cuentas/communicates/:id/', {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      const deleted = await deps.database.tenant(request.tenant.id, (tx) =>
        deleteComunicado(tx, request.params.id),
      );
      if (!deleted) throw notFound(NOT_FOUND);
      return reply.code(204).send(null);
    },
  });
}
