import { permissionsCalls } from '@ventas/domain/permissions/permissions.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import { createGroupPermissionsService } from './group-permissions.service';

/**
 * SPEC §6's group-permission check (declared in the domain's `permissions.calls.ts`), answered
 * for the caller's distributor's groups (the rules in group-permissions.service.ts).
 */
export function groupPermissionsRoutes(app: ApiInstance, deps: { database: Database }): void {
  const groupPermissions = createGroupPermissionsService(deps.database);

  routeCall(app, permissionsCalls.groupPermission, (request) =>
    groupPermissions.consultar(request.query.permission_name, request.tenant.groups),
  );
}
