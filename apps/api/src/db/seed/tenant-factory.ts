import { inArray } from 'drizzle-orm';
import type { GroupName, RoleId } from '@ventas/domain/permissions/roles';
import type { Database } from '../database';
import { accounts } from '../schema/accounts';
import { operadores } from '../schema/servicios';
import { groups, tenantGroups, tenants } from '../schema/tenancy';
import { hashPassword } from '../../security/password';

/** Creates a tenant in the registry with its groups (the seed, the CLI and tests share it). */
export async function createTenant(
  database: Database,
  input: { name: string; subdomain: string; groups: readonly GroupName[]; maintenance?: boolean },
): Promise<{ id: number }> {
  const [tenant] = await database.owner
    .insert(tenants)
    .values({ name: input.name, subdomain: input.subdomain, maintenance: input.maintenance ?? false })
    .returning({ id: tenants.id });
  if (!tenant) throw new Error(`No se pudo crear el distribuidor ${input.subdomain}`);
  if (input.groups.length > 0) {
    const groupRows = await database.owner
      .select({ id: groups.id })
      .from(groups)
      .where(inArray(groups.name, [...input.groups]));
    await database.owner
      .insert(tenantGroups)
      .values(groupRows.map((group) => ({ tenantId: tenant.id, groupId: group.id })));
  }
  await database.tenant(tenant.id, (tx) =>
    tx.insert(operadores).values(DEFAULT_OPERATORS.map((operator) => ({ ...operator, tenantId: tenant.id }))),
  );
  return tenant;
}

/**
 * Every tenant starts with the operators of groups A–D, plus DBL, which sells with B's terminals
 * (SPEC §9). They are rows, not code (decision 64): a tenant can rename them or add more.
 */
export const DEFAULT_OPERATORS = [
  { codigo: 'A', nombre: 'Operador A', grupo: 'A', terminalesDe: null },
  { codigo: 'B', nombre: 'Operador B', grupo: 'B', terminalesDe: null },
  { codigo: 'C', nombre: 'Operador C', grupo: 'C', terminalesDe: null },
  { codigo: 'D', nombre: 'Operador D', grupo: 'D', terminalesDe: null },
  { codigo: 'DBL', nombre: 'DBL', grupo: 'B', terminalesDe: 'B' },
] as const;

export interface NewAccount {
  username: string;
  password: string;
  rol: RoleId;
  nombre?: string;
  apellidos?: string;
  isAdmin?: boolean;
  estado?: string;
  tipoComercial?: string;
}

/** Inserted through the tenant scope, so row-level security checks the row's tenant. */
export async function createAccount(database: Database, tenantId: number, input: NewAccount) {
  const passwordHash = await hashPassword(input.password);
  return database.tenant(tenantId, async (tx) => {
    const [row] = await tx
      .insert(accounts)
      .values({
        tenantId,
        username: input.username,
        passwordHash,
        rol: input.rol,
        nombre: input.nombre ?? '',
        apellidos: input.apellidos ?? '',
        isAdmin: input.isAdmin ?? false,
        estado: input.estado ?? 'ALTA',
        tipoComercial: input.tipoComercial ?? 'TIENDA',
      })
      .returning({ id: accounts.id });
    if (!row) throw new Error(`No se pudo crear la cuenta ${input.username}`);
    return row;
  });
}
