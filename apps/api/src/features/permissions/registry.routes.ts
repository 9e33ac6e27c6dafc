import { permissionsCalls } from '@ventas/domain/permissions/permissions.calls';
import {
  esGrupoDelCodigo,
  REGISTRY_MESSAGES,
  type Group,
  type GroupForm,
  type Permission,
  type PermissionForm,
} from '@ventas/domain/permissions/registry-contract';
import { isSectionPermission } from '@ventas/domain/permissions/section-permissions';
import type { Database } from '../../db/database';
import { conflict, invalid } from '../../http/app-error';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import * as registry from './registry.repository';
import { createRegistryKindService, createRegistryService, type RegistryKind } from './registry.service';

const checkPermissions = async (tx: registry.Writer, ids: readonly number[] | undefined) => {
  const unknown = await registry.unknownPermissions(tx, ids ?? []);
  if (unknown.length > 0)
    throw invalid({ permissions: [`${REGISTRY_MESSAGES.permisoDesconocido} (${unknown.join(', ')})`] });
};

const nameTaken = () => invalid({ name: [REGISTRY_MESSAGES.grupoDuplicado] });
const codenameTaken = () => invalid({ codename: [REGISTRY_MESSAGES.codenameDuplicado] });

/** A group with the permissions it holds; an edit without `permissions` keeps them. */
const GROUPS: RegistryKind<GroupForm, Group> = {
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
 * SPEC §7 "Groups and permissions" (declared in the domain's `permissions.calls.ts`: the platform's
 * SuperAdmins only, decision 134). Each write is one owner transaction (registry.service.ts):
 * checks, then writes, or nothing.
 */
export function registryRoutes(app: ApiInstance, deps: { database: Database }): void {
  const { database } = deps;
  const service = createRegistryService(database);
  const groups = createRegistryKindService(database, GROUPS);
  const permissions = createRegistryKindService(database, PERMISSIONS);

  routeCall(app, permissionsCalls.groups, () => groups.listar());
  routeCall(app, permissionsCalls.createGroup, (request) => groups.crear(request.body));
  routeCall(app, permissionsCalls.updateGroup, (request) => groups.editar(request.params.id, request.body));
  routeCall(app, permissionsCalls.removeGroup, async (request) => {
    const refused = await service.borrarGrupo(request.params.id);
    // Answered by the error handler with the 409 body the call declares (the holders' names).
    if (refused) throw conflict(refused);
  });

  routeCall(app, permissionsCalls.permissions, () => permissions.listar());
  routeCall(app, permissionsCalls.createPermission, (request) => permissions.crear(request.body));
  routeCall(app, permissionsCalls.updatePermission, (request) =>
    permissions.editar(request.params.id, request.body),
  );
  routeCall(app, permissionsCalls.removePermission, (request) => service.borrarPermiso(request.params.id));
}
