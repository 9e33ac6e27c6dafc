import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TERRITORIOS } from '@ventas/domain/ofertas/territorios';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { opciones } from '../../db/schema/catalogos';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  database = created.database;
  tenant = await createTestTenant(created.database);
});

type OpcionesBody = Record<string, Array<{ value: string; label: string; rate?: string }>>;

async function opcionesOf(of: TestTenant): Promise<OpcionesBody> {
  const { access } = await login(app, of, 'comercial');
  const response = await app.inject({ url: '/api/utils/opciones/', headers: bearer(access, of.host) });
  expect(response.statusCode).toBe(200);
  return response.json() as OpcionesBody;
}

describe('GET /api/utils/opciones/', () => {
  it('labels the document types as the export writes them (one table for both)', async () => {
    const { access } = await login(app, tenant, 'comercial');
    const response = await app.inject({ url: '/api/utils/opciones/', headers: bearer(access, tenant.host) });
    expect(response.statusCode).toBe(200);
    const tipos = (response.json() as Record<string, Array<{ value: string; label: string }>>)[
      'tipo_documento'
    ];
    expect(tipos).toContainEqual({ value: 'PASAPORTE', label: 'Pasaporte' });
    expect(tipos).toContainEqual({ value: 'DNI', label: 'DNI' });
  });

  it('lists the five locations with their tax rate, Península first (SPEC §9)', async () => {
    const ubicacion = (await opcionesOf(tenant))['ubicacion'];
    expect(ubicacion).toHaveLength(5);
    expect(ubicacion?.[0]).toEqual({ value: 'Península', label: 'Península (IVA 21 %)', rate: '21' });
    expect(ubicacion).toEqual(TERRITORIOS.map(({ value, label, rate }) => ({ value, label, rate })));
  });

  it('gives a rate only to the lists that carry one', async () => {
    const body = await opcionesOf(tenant);
    expect(body['tipo_documento']?.every((opcion) => !('rate' in opcion))).toBe(true);
  });

  it('keeps the locations fixed: a tenant row of the same list neither joins nor lingers', async () => {
    const other = await createTestTenant(database);
    await database.tenant(other.id, (tx) =>
      tx
        .insert(opciones)
        .values({ tenantId: other.id, tipo: 'ubicacion', valor: 'Andorra', etiqueta: 'Andorra' }),
    );
    expect((await opcionesOf(other))['ubicacion']).toHaveLength(5);
    expect((await opcionesOf(tenant))['ubicacion']).toHaveLength(5);
  });

  it('labels a segment whose stored label is its code, as older databases hold it (issue 29 §5)', async () => {
    const antigua = await createTestTenant(database);
    await database.tenant(antigua.id, async (tx) => {
      await tx.delete(opciones).where(and(eq(opciones.tenantId, antigua.id), eq(opciones.tipo, 'segmento')));
      await tx.insert(opciones).values([
        { tenantId: antigua.id, tipo: 'segmento', valor: 'PARTICULAR', etiqueta: 'PARTICULAR', orden: 0 },
        { tenantId: antigua.id, tipo: 'segmento', valor: 'NEGOCIOS', etiqueta: 'NEGOCIOS', orden: 1 },
        // A label the distributor wrote stays as written.
        { tenantId: antigua.id, tipo: 'segmento', valor: 'PYMES', etiqueta: 'Pymes', orden: 2 },
      ]);
    });
    expect((await opcionesOf(antigua))['segmento']).toEqual([
      { value: 'PARTICULAR', label: 'Particular' },
      { value: 'NEGOCIOS', label: 'Negocios' },
      { value: 'PYMES', label: 'Pymes' },
    ]);
  });
});

describe('GET /api/utils/model-query/?model=origenBBDD', () => {
  it('answers the rows origenesbd/ answers, in the same order, for a Comercial too', async () => {
    const admin = (await login(app, tenant, 'admin')).access;
    for (const nombre of ['Zeta web', 'Alfa feria'])
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/servicios/origenesbd/',
            headers: bearer(admin, tenant.host),
            payload: { nombre },
          })
        ).statusCode,
      ).toBe(201);
    const comercial = (await login(app, tenant, 'comercial')).access;
    const model = await app.inject({
      url: '/api/utils/model-query/?model=origenBBDD',
      headers: bearer(comercial, tenant.host),
    });
    const catalogue = await app.inject({
      url: '/api/servicios/origenesbd/',
      headers: bearer(admin, tenant.host),
    });
    expect(model.statusCode).toBe(200);
    const names = (model.json() as Array<{ nombre: string }>).map((row) => row.nombre);
    expect(names).toEqual(expect.arrayContaining(['Alfa feria', 'Zeta web']));
    expect(names.indexOf('Alfa feria')).toBeLessThan(names.indexOf('Zeta web'));
    expect(model.json()).toEqual(catalogue.json());
  });
});
