import { z } from 'zod';
import { idPathSchema } from '@ventas/domain/http/id';
import { detailSchema, badRequestSchema } from '@ventas/domain/http/error-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { createRegistryKindService, type RegistryKind } from './registry.service';

/**
 * GET, POST and PUT {id}/ of one registry kind, for the platform's SuperAdmins only (decision
 * 134); the service owns each write's transaction.
 */
export function registryKindRoutes<Form, Item>(
  app: ApiInstance,
  database: Database,
  kind: RegistryKind<Form, Item>,
): void {
  const service = createRegistryKindService(database, kind);
  // Widened: the type provider cannot resolve generic schemas. What `form` parsed is a Form.
  const form: z.ZodType = kind.form;
  const item: z.ZodType = kind.item;

  app.get(kind.path, {
    config: { access: API_ACCESS.platform },
    schema: { response: { 200: z.array(item) } },
    handler: () => service.listar(),
  });

  app.post(kind.path, {
    config: { access: API_ACCESS.platform },
    schema: { body: form, response: { 201: item, 400: badRequestSchema } },
    handler: async (request, reply) => reply.code(201).send(await service.crear(request.body as Form)),
  });

  app.put(`${kind.path}:id/`, {
    config: { access: API_ACCESS.platform },
    schema: {
      params: idPathSchema,
      body: form,
      response: { 200: item, 400: badRequestSchema, 404: detailSchema },
    },
    handler: (request) => service.editar(request.params.id, request.body as Form),
  });
}
