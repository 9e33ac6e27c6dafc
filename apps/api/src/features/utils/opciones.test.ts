import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';

let app: FastifyInstance;
let tenant: TestTenant;

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  tenant = await createTestTenant(created.database);
});

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
});
