import { hasLevel } from '@ventas/domain/permissions/access-rule';
import type { RequestUser } from '../../http/fastify-types';

/**
 * Which customers a user works (docs/decisions.md): a Comercial those assigned to them and the
 * unassigned ones; Manager and above every customer of the tenant.
 */
export interface ClienteScope {
  accountId: number;
  seesAll: boolean;
}

export function scopeOf(user: RequestUser): ClienteScope {
  return { accountId: user.accountId, seesAll: hasLevel(user, 'manager') };
}
