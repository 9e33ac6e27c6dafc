import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SLUGS_POR_DEFECTO } from '@ventas/domain/proveedores/proveedores';
import { validateDocumento } from '@ventas/domain/validators/documento';
import { parsedRows, type Database } from '../../db/database';
import { bearer, createTestApp, createTestTenant, login } from '../../../test/support/test-app';
import {
  createCustomer,
  simulatorForTests,
  type TestSimulator,
} from '../../../test/support/provider-simulator';
import { credencialesDemo } from './credenciales-demo';

const KEY = Buffer.alloc(32, 7).toString('base64');
let app: FastifyInstance;
let database: Database;
let simulator: TestSimulator;

beforeAll(async () => {
  simulator = await simulatorForTests();
  ({ app, database } = await createTestApp({ ...simulator.providers(), credentialsKey: KEY }));
});
afterAll(async () => {
  await app.close();
  await simulator.close();
});

describe("the demo's operator side (issue 18)", () => {
  it("gives a group-B distributor its provider's credential and its customers valid documents", async () => {
    const tenant = await createTestTenant(database, { groups: ['B'] });
    const token = (await login(app, tenant, 'comercial')).access;
    const cliente = await createCustomer(app, tenant, token, { documento: null, telefonos: ['655000111'] });
    await credencialesDemo(KEY, SLUGS_POR_DEFECTO)(database, tenant.id, ['B']);
    const documentos = parsedRows(
      await database.owner.execute(sql`SELECT documento FROM clientes WHERE tenant_id = ${tenant.id}`),
      z.object({ documento: z.string().nullable() }),
    );
    expect(documentos.length).toBe(1);
    expect(documentos.every((d) => d.documento !== null && validateDocumento('DNI', d.documento).ok)).toBe(
      true,
    );
    const lineas = await app.inject({
      method: 'GET',
      url: `/api/scraping/${SLUGS_POR_DEFECTO.b}/cliente/${cliente}/`,
      headers: bearer(token, tenant.host),
    });
    expect(lineas.statusCode, lineas.body).toBe(200);
  });

  it('writes nothing for a distributor without a provider', async () => {
    const tenant = await createTestTenant(database, { groups: ['A'] });
    await credencialesDemo(KEY, SLUGS_POR_DEFECTO)(database, tenant.id, ['A']);
    const filas = parsedRows(
      await database.owner.execute(
        sql`SELECT count(*)::int AS n FROM credenciales WHERE tenant_id = ${tenant.id}`,
      ),
      z.object({ n: z.number() }),
    );
    expect(filas[0]?.n).toBe(0);
  });
});
