import { eq } from 'drizzle-orm';
import { hasGroups } from '@ventas/domain/permissions/access-rule';
import { isSectionPermission } from '@ventas/domain/permissions/section-permissions';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  groupPermissionQuerySchema,
  groupPermissionSchema,
} from '@ventas/domain/permissions/group-permissions-contract';
import type { Database } from '../../db/database';
import { groupPermissions, groups, permissions } from '../../db/schema/tenancy';
import type { ApiInstance } from '../../http/route-types';

/**
 * SPEC §6 "A group-permission check call exists": does the caller's tenant hold a permission
 * through one of its groups? The registry answers, read on this request: the same rows the
 * request session reads for the access control, so the answer and the sections agree. A
 * permission no group holds is open (SPEC §6: no groups = open), but a section's (issue 29 §3)
 * is shut: revoking a section from every group switches it off, as the routes read it.
 */
export function groupPermissionsRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.get('/api/get-group-permissions', {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: groupPermissionQuerySchema, response: { 200: groupPermissionSchema } },
    handler: async (request) => {
      const name = request.query.permission_name;
      const holders = await deps.database.registry((tx) =>
        tx
          .select({ name: groups.name })
          .from(permissions)
          .innerJoin(groupPermissions, eq(groupPermissions.permissionId, permissions.id))
          .innerJoin(groups, eq(groups.id, groupPermissions.groupId))
          .where(eq(permissions.codename, name)),
      );
      const holderNames = holders.map((row) => row.name).sort();
      return {
        permission_name: name,
        groups: holderNames,
        allowed:
          holderNames.length === 0 && isSectionPermission(name)
            ? false
            : hasGroups(request.tenant.groups, holderNames),
      };
    },
  });
}
