import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  groupPermissionQuerySchema,
  groupPermissionSchema,
} from '@ventas/domain/permissions/group-permissions-contract';
import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { createGroupPermissionsService } from './group-permissions.service';

/**
 * SPEC §6 "A group-permission check call exists": GET /api/get-group-permissions?permission_name=,
 * answered for the caller's distributor's groups (the rules in group-permissions.service.ts).
 */
export function groupPermissionsRoutes(app: ApiInstance, deps: { database: Database }): void {
  const groupPermissions = createGroupPermissionsService(deps.database);

  app.get('/api/get-group-permissions', {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: groupPermissionQuerySchema, response: { 200: groupPermissionSchema } },
    handler: (request) => groupPermissions.consultar(request.query.permission_name, request.tenant.groups),
  });
}
