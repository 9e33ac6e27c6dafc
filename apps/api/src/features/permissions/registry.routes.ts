import { z } from 'zod';
import { idPathSchema } from '@ventas/domain/http/id';
import { detailSchema } from '@ventas/domain/http/error-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  esGrupoDelCodigo,
  groupFormSchema,
  groupSchema,
  grupoEnUsoSchema,
  permissionFormSchema,
  permissionSchema,
  REGISTRY_MESSAGES,
} from '@ventas/domain/permissions/registry-contract';
import type { Database } from '../../db/database';
import { conflict, invalid, notFound } from '../../http/app-error';
import type { ApiInstance } from '../../http/route-types';
import * as registry from './registry.repository';

const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

/** PostgreSQL's unique_violation, as either driver reports it (a name taken between check and write). */
const isUniqueViolation = (error: unknown) => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
};

/**
 * SPEC §7 "Groups and permissions": GET/POST /api/groups/ and /api/permissions/, PUT/DELETE {id}/.
 * The registry is every distributor's, so only the platform's SuperAdmins read or change it
 * (decision 134). Each write is one owner transaction: checks, then writes, or nothing.
 */
export function registryRoutes(app: ApiInstance, deps: { database: Database }): void {
  const { database } = deps;
  const write = <T>(work: (tx: registry.Writer) => Promise<T>, field: string, taken: string) =>
    database.owner.transaction(work).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw invalid({ [field]: [taken] });
      throw error;
    });

  const checkPermissions = async (tx: registry.Writer, ids: readonly number[] | undefined) => {
    const unknown = await registry.unknownPermissions(tx, ids ?? []);
    if (unknown.length > 0)
      throw invalid({ permissions: [`${REGISTRY_MESSAGES.permisoDesconocido} (${unknown.join(', ')})`] });
  };

  app.get('/api/groups/', {
    config: { access: API_ACCESS.platform },
    schema: { response: { 200: z.array(groupSchema) } },
    handler: () => database.registry((tx) => registry.listGroups(tx)),
  });

  app.post('/api/groups/', {
    config: { access: API_ACCESS.platform },
    schema: { body: groupFormSchema, response: { 201: groupSchema, 400: fieldErrorsSchema } },
    handler: async (request, reply) => {
      const { name, permissions } = request.body;
      const group = await write(
        async (tx) => {
          if (await registry.groupNameTaken(tx, name))
            throw invalid({ name: [REGISTRY_MESSAGES.grupoDuplicado] });
          await checkPermissions(tx, permissions);
          const id = await registry.insertGroup(tx, name);
          await registry.setGroupPermissions(tx, id, permissions ?? []);
          return registry.findGroup(tx, id);
        },
        'name',
        REGISTRY_MESSAGES.grupoDuplicado,
      );
      if (!group) throw notFound();
      return reply.code(201).send(group);
    },
  });

  app.put('/api/groups/:id/', {
    config: { access: API_ACCESS.platform },
    schema: {
      params: idPathSchema,
      body: groupFormSchema,
      response: { 200: groupSchema, 400: fieldErrorsSchema, 404: detailSchema },
    },
    handler: async (request) => {
      const { id } = request.params;
      const { name, permissions } = request.body;
      const group = await write(
        async (tx) => {
          const current = await registry.findGroup(tx, id);
          if (!current) throw notFound();
          if (current.name !== name) {
            if (esGrupoDelCodigo(current.name)) throw invalid({ name: [REGISTRY_MESSAGES.grupoDelCodigo] });
            if (await registry.groupNameTaken(tx, name, id))
              throw invalid({ name: [REGISTRY_MESSAGES.grupoDuplicado] });
            await registry.renameGroup(tx, id, name);
          }
          if (permissions) {
            await checkPermissions(tx, permissions);
            await registry.setGroupPermissions(tx, id, permissions);
          }
          return registry.findGroup(tx, id);
        },
        'name',
        REGISTRY_MESSAGES.grupoDuplicado,
      );
      if (!group) throw notFound();
      return group;
    },
  });

  app.delete('/api/groups/:id/', {
    config: { access: API_ACCESS.platform },
    schema: {
      params: idPathSchema,
      response: { 204: z.null(), 404: detailSchema, 409: z.union([grupoEnUsoSchema, detailSchema]) },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const refused = await database.owner.transaction(async (tx) => {
        const group = await registry.findGroup(tx, id);
        if (!group) throw notFound();
        const holders = await registry.distributorsHolding(tx, id);
        if (holders.length > 0)
          return { detail: REGISTRY_MESSAGES.grupoEnUso(holders), distribuidores: holders };
        if (esGrupoDelCodigo(group.name)) throw conflict({ detail: REGISTRY_MESSAGES.grupoDelCodigo });
        await registry.deleteGroup(tx, id);
        return null;
      });
      if (refused) return reply.code(409).send(refused);
      return reply.code(204).send(null);
    },
  });

  app.get('/api/permissions/', {
    config: { access: API_ACCESS.platform },
    schema: { response: { 200: z.array(permissionSchema) } },
    handler: () => database.registry((tx) => registry.listPermissions(tx)),
  });

  app.post('/api/permissions/', {
    config: { access: API_ACCESS.platform },
    schema: { body: permissionFormSchema, response: { 201: permissionSchema, 400: fieldErrorsSchema } },
    handler: async (request, reply) => {
      const created = await write(
        async (tx) => {
          if (await registry.codenameTaken(tx, request.body.codename))
            throw invalid({ codename: [REGISTRY_MESSAGES.codenameDuplicado] });
          return registry.insertPermission(tx, request.body);
        },
        'codename',
        REGISTRY_MESSAGES.codenameDuplicado,
      );
      return reply.code(201).send(created);
    },
  });

  app.put('/api/permissions/:id/', {
    config: { access: API_ACCESS.platform },
    schema: {
      params: idPathSchema,
      body: permissionFormSchema,
      response: { 200: permissionSchema, 400: fieldErrorsSchema, 404: detailSchema },
    },
    handler: async (request) => {
      const { id } = request.params;
      const updated = await write(
        async (tx) => {
          if (await registry.codenameTaken(tx, request.body.codename, id))
            throw invalid({ codename: [REGISTRY_MESSAGES.codenameDuplicado] });
          return registry.updatePermission(tx, id, request.body);
        },
        'codename',
        REGISTRY_MESSAGES.codenameDuplicado,
      );
      if (!updated) throw notFound();
      return updated;
    },
  });

  app.delete('/api/permissions/:id/', {
    config: { access: API_ACCESS.platform },
    schema: { params: idPathSchema, response: { 204: z.null(), 404: detailSchema } },
    handler: async (request, reply) => {
      const deleted = await database.owner.transaction((tx) =>
        registry.deletePermission(tx, request.params.id),
      );
      if (!deleted) throw notFound();
      return reply.code(204).send(null);
    },
  });
}
