import { idPathSchema } from '@ventas/domain/http/id';
import { detailSchema } from '@ventas/domain/http/error-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  additionalInfoCreateSchema,
  additionalInfoQuerySchema,
  additionalInfoSchema,
  additionalInfoUpdateSchema,
} from '@ventas/domain/telework/additional-info-contract';
import { atencionesPageSchema } from '@ventas/domain/telework/atenciones-list-contract';
import { paquetesPageSchema } from '@ventas/domain/telework/paquetes-list-contract';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import {
  additionalInfoOfPaquete,
  changeAdditionalInfo,
  createAdditionalInfo,
} from './additional-info.service';
import { atencionesListQuerySchema } from './atenciones-list.query';
import { listAtenciones } from './atenciones-list.service';
import { paquetesListQuerySchema } from './paquetes-list.query';
import { listPaquetes } from './paquetes-list.service';

/**
 * SPEC §7 "Calculator": the attentions and packages lists, and a package's additional info. Every
 * role may call them; a Comercial sees and writes only what belongs to the customers they may
 * work (the services apply it).
 */
export function atencionesListsRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.get('/api/atenciones/', {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: atencionesListQuerySchema, response: { 200: atencionesPageSchema } },
    handler: (request) =>
      listAtenciones(deps.database, request.tenant.id, currentUser(request), request.query),
  });

  app.get('/api/atenciones/paquete/', {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: paquetesListQuerySchema, response: { 200: paquetesPageSchema } },
    handler: (request) => listPaquetes(deps.database, request.tenant.id, currentUser(request), request.query),
  });

  // The spec shows only the writes; a screen needs to load what it edits (decision 75).
  app.get('/api/atenciones/additionalinfo/', {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: additionalInfoQuerySchema, response: { 200: additionalInfoSchema } },
    handler: (request) =>
      additionalInfoOfPaquete(deps.database, request.tenant.id, currentUser(request), request.query.paquete),
  });

  app.post('/api/atenciones/additionalinfo/', {
    config: { access: API_ACCESS.anyRole },
    schema: { body: additionalInfoCreateSchema, response: { 201: additionalInfoSchema, 409: detailSchema } },
    handler: async (request, reply) => {
      const created = await createAdditionalInfo(
        deps.database,
        request.tenant.id,
        currentUser(request),
        request.body,
      );
      return reply.code(201).send(created);
    },
  });

  app.put('/api/atenciones/additionalinfo/:id/', {
    config: { access: API_ACCESS.anyRole },
    schema: {
      params: idPathSchema,
      body: additionalInfoUpdateSchema,
      response: { 200: additionalInfoSchema },
    },
    handler: (request) =>
      changeAdditionalInfo(
        deps.database,
        request.tenant.id,
        currentUser(request),
        request.params.id,
        request.body,
      ),
  });
}
