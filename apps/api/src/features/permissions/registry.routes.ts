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
  type Group,
  type GroupForm,
  type Permission,
  type PermissionForm,
} from '@ventas/domain/permissions/registry-contract';
import { isSectionPermission } from '@ventas/domain/permissions/section-permissions';
import type { Database } from '../../db/database';
import { invalid } from '../../http/app-error';
import type { ApiInstance } from '../../http/route-types';
import { registryKindRoutes } from './registry-kind-routes';
import * as registry from './registry.repository';
import { createRegistryService, type RegistryKind } from './registry.service';

const checkPermissions = async (tx: registry.Writer, ids: readonly number[] | undefined) => {
  const unknown = await registry.unknownPermissions(tx, ids ?? []);
  if (unknown.length > 0)
    throw invalid({ permissions: [`${REGISTRY_MESSAGES.permisoDesconocido} (${unknown.join(', ')})`] });
};

const nameTaken = () => invalid({ name: [REGISTRY_MESSAGES.grupoDuplicado] });
const codenameTaken = () => invalid({ codename: [REGISTRY_MESSAGES.codenameDuplicado] });

/** A group with the permissions it holds; an edit without `permissions` keeps them. */
const GROUPS: RegistryKind<GroupForm, Group> = {
  path: '/api/groups/',
  form: groupFormSchema,
  item: groupSchema,
  list: (tx) => registry.listGroups(tx),
  unique: { field: 'name', taken: REGISTRY_MESSAGES.grupoDuplicado },
  create: async (tx, { name, permissions }) => {
    if (await registry.groupNameTaken(tx, name)) throw nameTaken();
    await checkPermissions(tx, permissions);
    const id = await registry.insertGroup(tx, name);
    await registry.setGroupPermissions(tx, id, permissions ?? []);
    return registry.findGroup(tx, id);
  },
  update: async (tx, id, { name, permissions }) => {
    const current = await registry.findGroup(tx, id);
    if (!current) return null;
    if (current.name !== name) {
      if (esGrupoDelCodigo(current.name)) throw invalid({ name: [REGISTRY_MESSAGES.grupoDelCodigo] });
      if (await registry.groupNameTaken(tx, name, id)) throw nameTaken();
      await registry.renameGroup(tx, id, name);
    }
    if (permissions) {
      await checkPermissions(tx, permissions);
      await registry.setGroupPermissions(tx, id, permissions);
    }
    return registry.findGroup(tx, id);
  },
};

const PERMISSIONS: RegistryKind<PermissionForm, Permission> = {
  path: '/api/permissions/',
  form: permissionFormSchema,
  item: permissionSchema,
  list: (tx) => registry.listPermissions(tx),
  unique: { field: 'codename', taken: REGISTRY_MESSAGES.codenameDuplicado },
  create: async (tx, form) => {
    if (await registry.codenameTaken(tx, form.codename)) throw codenameTaken();
    return registry.insertPermission(tx, form);
  },
  update: async (tx, id, form) => {
    const current = await registry.findPermission(tx, id);
    if (!current) return null;
    // Issue 29 §3: a section's permission is what its routes name; its name may change, not its code.
    if (isSectionPermission(current.codename) && form.codename !== current.codename)
      throw invalid({ codename: [REGISTRY_MESSAGES.permisoDeSeccion] });
    if (await registry.codenameTaken(tx, form.codename, id)) throw codenameTaken();
    return registry.updatePermission(tx, id, form);
  },
};

/**
 * SPEC §7 "Groups and permissions": GET/POST /api/groups/ and /api/permissions/, PUT/DELETE {id}/.
 * The registry is every distributor's, so only the platform's SuperAdmins read or change it
 * (decision 134). Each write is one owner transaction (registry-kind-routes.ts for the creates and
 * edits, registry.service.ts for the deletes): checks, then writes, or nothing.
 */
export function registryRoutes(app: ApiInstance, deps: { database: Database }): void {
  const { database } = deps;
  const service = createRegistryService(database);
  registryKindRoutes(app, database, GROUPS);

  app.delete('/api/groups/:id/', {
    config: { access: API_ACCESS.platform },
    schema: {
      params: idPathSchema,
      response: { 204: z.null(), 404: detailSchema, 409: z.union([grupoEnUsoSchema, detailSchema]) },
    },
    handler: async (request, reply) => {
      const refused = await service.borrarGrupo(request.params.id);
      if (refused) return reply.code(409).send(refused);
      return reply.code(204).send(null);
    },
  });

  registryKindRoutes(app, database, PERMISSIONS);

  app.delete('/api/permissions/:id/', {
    config: { access: API_ACCESS.platform },
    schema: { params: idPathSchema, response: { 204: z.null(), 404: detailSchema, 409: detailSchema } },
    handler: async (request, reply) => {
      await service.borrarPermiso(request.params.id);
      return reply.code(204).send(null);
    },
  });
}
