import type { FastifyInstance } from 'fastify';
import { madridToday, startOfMadridDay } from '@ventas/domain/time/madrid';
import type { Database } from '../../src/db/database';
import { createAccount } from '../../src/db/seed/tenant-factory';
import { createTestTenant, login, TEST_PASSWORD, type TestTenant } from './test-app';

/** The callers a callbacks test signs in as. */
export type CallbackCaller = 'manager' | 'comercial' | 'comercial2';

/**
 * A fresh tenant with a second Comercial ('comercial2'), and a token per caller: callbacks are
 * owned per commercial, so their tests need two.
 */
export async function tenantWithTwoComerciales(
  app: FastifyInstance,
  database: Database,
): Promise<{ tenant: TestTenant; otherComercialId: number; tokens: Record<CallbackCaller, string> }> {
  const tenant = await createTestTenant(database);
  const { id: otherComercialId } = await createAccount(database, tenant.id, {
    username: 'comercial2',
    password: TEST_PASSWORD,
    rol: 4,
    nombre: 'Otra',
    apellidos: 'Comercial',
  });
  const tokens = {
    manager: (await login(app, tenant, 'manager')).access,
    comercial: (await login(app, tenant, 'comercial')).access,
    comercial2: (await login(app, tenant, 'comercial2')).access,
  };
  return { tenant, otherComercialId, tokens };
}

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

/** An instant `minutes` after the start of the Madrid day `days` from today. */
export const madridInstant = (days: number, minutes: number) =>
  new Date(startOfMadridDay(madridToday(), days).getTime() + minutes * 60_000);
