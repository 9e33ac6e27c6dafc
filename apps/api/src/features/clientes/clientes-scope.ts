import { seesAllClientes } from '@ventas/domain/telework/cliente-scope';
import type { RequestUser } from '../../http/fastify-types';

/**
 * Which customers a user works (docs/decisions/): a Comercial those assigned to them and the
 * unassigned ones; Manager and above every customer of the tenant.
 */
export interface ClienteScope {
  accountId: number;
  seesAll: boolean;
}

export function scopeOf(user: RequestUser): ClienteScope {
  return { accountId: user.accountId, seesAll: seesAllClientes(user) };
}
