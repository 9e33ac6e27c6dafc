import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { createAccount } from '../../db/seed/tenant-factory';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { multipartBody, type MultipartBody } from '../../../test/support/multipart-body';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  TEST_PASSWORD,
  type TestTenant,
} from '../../../test/support/test-app';

export interface NoLlamarTest {
  app: FastifyInstance;
  database: Database;
  tenant: TestTenant;
  call: Caller;
  otherCall: Caller;
  /** A second Comercial of the tenant: their customers are strangers to `comercial`. */
  otroComercialId: number;
  superadminHeaders: Record<string, string>;
}

/** Test-only: an app, a tenant with a second Comercial, another tenant. */
export async function startNoLlamarTest(): Promise<NoLlamarTest> {
  const { app, database } = await createTestApp();
  const tenant = await createTestTenant(database);
  const { id: otroComercialId } = await createAccount(database, tenant.id, {
    username: 'comercial2',
    password: TEST_PASSWORD,
    rol: 4,
  });
  const call = await callerFor(app, tenant);
  const otherCall = await callerFor(app, await createTestTenant(database));
  const superadminHeaders = bearer((await login(app, tenant, 'superadmin')).access, tenant.host);
  return { app, database, tenant, call, otherCall, otroComercialId, superadminHeaders };
}

/** A multipart body as a browser's FormData sends it, with the file in `file`. */
export const multipartFile = (
  name: string,
  content: Buffer | string,
  field = 'file',
): Promise<MultipartBody> => multipartBody([], { name, content }, field);
