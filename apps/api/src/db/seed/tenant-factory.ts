import { inArray, sql } from 'drizzle-orm';
import { LISTA_TIPO_VENTA, TIPOS_VENTA_POR_DEFECTO } from '@ventas/domain/opciones/tipos-venta';
import type { RoleId } from '@ventas/domain/permissions/roles';
import { transactionSettings, type Database, type Db } from '../database';
import { accounts } from '../schema/accounts';
import { opciones } from '../schema/catalogos';
import { operadores } from '../schema/servicios';
import { groups, tenantGroups, tenants } from '../schema/tenancy';
import { hashPassword } from '../../security/password';

export interface NewTenant {
  name: string;
  subdomain: string;
  /** Registry group names (A–D, or one the platform added). */
  groups: readonly string[];
  maintenance?: boolean;
  sellingCompanies?: readonly string[];
}

export interface NewAccount {
  username: string;
  password: string;
  rol: RoleId;
  nombre?: string;
  apellidos?: string;
  isAdmin?: boolean;
  estado?: string;
  tipoComercial?: string;
  /** ASVS 5.0 §6: a password someone else chose is changed at first login. */
  mustChangePassword?: boolean;
}

type OwnerTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Creates a tenant in the registry with its groups and its default operators (the seed, the
 * platform's POST /api/distribuidores/distribuidor/ and tests share it), and optionally its first
 * accounts, all in one transaction: a failure leaves no half-made distributor. The registry rows
 * are written as the owner (the app role may not write them); the tenant's own rows then as the
 * app role confined to the new tenant, so row-level security checks them as on any request.
 */
export async function createTenant(
  database: Database,
  input: NewTenant,
  firstAccounts: readonly NewAccount[] = [],
): Promise<{ id: number; accountIds: number[] }> {
  const hashes = await Promise.all(firstAccounts.map((account) => hashPassword(account.password)));
  return database.owner.transaction(async (tx) => {
    const id = await insertRegistryRows(tx, input);
    await tx.execute(sql.raw(transactionSettings(id)));
    await tx.insert(operadores).values(DEFAULT_OPERATORS.map((operator) => ({ ...operator, tenantId: id })));
    await tx.insert(opciones).values(defaultTiposVenta(id));
    const accountIds: number[] = [];
    for (const [index, account] of firstAccounts.entries()) {
      const [row] = await tx
        .insert(accounts)
        .values(accountValues(id, account, hashes[index] ?? ''))
        .returning({ id: accounts.id });
      if (!row) throw new Error(`No se pudo crear la cuenta ${account.username}`);
      accountIds.push(row.id);
    }
    return { id, accountIds };
  });
}

async function insertRegistryRows(tx: OwnerTx, input: NewTenant): Promise<number> {
  const [tenant] = await tx
    .insert(tenants)
    .values({
      name: input.name,
      subdomain: input.subdomain,
      maintenance: input.maintenance ?? false,
      sellingCompanies: [...(input.sellingCompanies ?? [])],
    })
    .returning({ id: tenants.id });
  if (!tenant) throw new Error(`No se pudo crear el distribuidor ${input.subdomain}`);
  if (input.groups.length > 0) {
    const groupRows = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(inArray(groups.name, [...input.groups]));
    if (groupRows.length !== new Set(input.groups).size)
      throw new Error(`Grupos desconocidos en ${input.groups.join(', ')}`);
    await tx
      .insert(tenantGroups)
      .values(groupRows.map((group) => ({ tenantId: tenant.id, groupId: group.id })));
  }
  return tenant.id;
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

/**
 * Every distributor starts with the default sale types (issue 29 §5), which its Admins then
 * rename, reorder, deactivate or add to; migration 0035 gave them to the distributors before it.
 */
const defaultTiposVenta = (tenantId: number) =>
  TIPOS_VENTA_POR_DEFECTO.map(({ valor, etiqueta }, orden) => ({
    tenantId,
    tipo: LISTA_TIPO_VENTA,
    valor,
    etiqueta,
    orden,
  }));

function accountValues(tenantId: number, input: NewAccount, passwordHash: string) {
  return {
    tenantId,
    username: input.username,
    passwordHash,
    rol: input.rol,
    nombre: input.nombre ?? '',
    apellidos: input.apellidos ?? '',
    isAdmin: input.isAdmin ?? false,
    estado: input.estado ?? 'ALTA',
    tipoComercial: input.tipoComercial ?? 'TIENDA',
    mustChangePassword: input.mustChangePassword ?? false,
  };
}

/** Inserted through the tenant scope, so row-level security checks the row's tenant. */
export async function createAccount(database: Database, tenantId: number, input: NewAccount) {
  const passwordHash = await hashPassword(input.password);
  return database.tenant(tenantId, async (tx) => {
    const [row] = await tx
      .insert(accounts)
      .values(accountValues(tenantId, input, passwordHash))
      .returning({ id: accounts.id });
    if (!row) throw new Error(`No se pudo crear la cuenta ${input.username}`);
    return row;
  });
}
