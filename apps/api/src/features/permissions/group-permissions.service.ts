import { hasGroups } from '@ventas/domain/permissions/access-rule';
import type { GroupPermission } from '@ventas/domain/permissions/group-permissions-contract';
import { isSectionPermission } from '@ventas/domain/permissions/section-permissions';
import type { Database } from '../../db/database';
import { groupsHoldingPermission } from './registry.repository';

/**
 * SPEC §6 "A group-permission check call exists": does the caller's tenant hold a permission
 * through one of its groups? The registry answers, read in one registry transaction: the same rows
 * the request session reads for the access control, so the answer and the sections agree. A
 * permission no group holds is open (SPEC §6: no groups = open), but a section's (issue 29 §3) is
 * shut: revoking a section from every group switches it off, as the routes read it.
 */
export function createGroupPermissionsService(database: Database) {
  return {
    /** `name` as `tenantGroups` (the caller's distributor's groups) hold it. */
    consultar: async (name: string, tenantGroups: readonly string[]): Promise<GroupPermission> => {
      const holders = await database.registry((tx) => groupsHoldingPermission(tx, name));
      const holderNames = [...holders].sort();
      return {
        permission_name: name,
        groups: holderNames,
        allowed:
          holderNames.length === 0 && isSectionPermission(name)
            ? false
            : hasGroups(tenantGroups, holderNames),
      };
    },
  };
}
