import { z } from 'zod';
import {
  COMUNICADOS_ENVIADOS_FILTERS,
  COMUNICADOS_ENVIADOS_PAGING,
  comunicadoEnviadoSchema,
  comunicadoFormSchema,
  comunicadosEnviadosPageSchema,
} from '@ventas/domain/cuentas/comunicado-admin-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { listQuerySchema } from '@ventas/domain/http/list-query';
import { createComunicadosAdminService } from './comunicados-admin.service';

/**
 * The Admins' side of SPEC §7 Communications (issue 16): send (POST), the sent list with who read
 * each one (its own path, decision in .scratch: GET communicates/ stays the caller's received
 * list, which every role's top bar reads) and delete.
 */
export function comunicadosAdminRoutes(app: ApiInstance, deps: { database: Database }): void {
  const comunicados = createComunicadosAdminService(deps.database);

  app.get('/api/cuentas/communicates/enviados/', {
    config: { access: API_ACCESS.admin },
    schema: {
      querystring: listQuerySchema(COMUNICADOS_ENVIADOS_FILTERS, COMUNICADOS_ENVIADOS_PAGING),
      response: { 200: comunicadosEnviadosPageSchema },
    },
    handler: (request) => comunicados.enviados(request.tenant.id, request.query),
  });

  app.post('/api/cuentas/communicates/', {
    config: { access: API_ACCESS.admin },
    schema: { body: comunicadoFormSchema, response: { 201: comunicadoEnviadoSchema } },
    handler: async (request, reply) => {
      const autorId = currentUser(request).accountId;
      const created = await comunicados.enviar(request.tenant.id, autorId, request.body);
      return reply.code(201).send(created!);
    },
  });

  app.delete('/api/cuentas/communicates/:id/', {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await comunicados.borrar(request.tenant.id, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
