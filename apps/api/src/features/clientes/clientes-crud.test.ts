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
let other: TestTenant;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  tenant = await createTestTenant(created.database);
  other = await createTestTenant(created.database);
  for (const username of ['admin', 'manager', 'comercial'] as const) {
    tokens[username] = (await login(app, tenant, username)).access;
  }
  tokens['otherManager'] = (await login(app, other, 'manager')).access;
});

const send = (
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  token: string,
  payload?: object,
  host = tenant.host,
) => app.inject({ method, url, headers: bearer(token, host), ...(payload ? { payload } : {}) });

const nuevo = (overrides: object = {}) => ({
  nombre: 'Lucía Pérez',
  documento: '',
  tipo_documento: null,
  telefonos_contacto: ['612 34 56 78'],
  email: 'lucia@correo.es',
  direccion: { direccion: 'Calle Sol 3', cp: '28001', localidad: 'Madrid' },
  fecha_contacto: '2026-11-20',
  notas: '',
  ...overrides,
});

describe('POST /api/clientes/entradas/', () => {
  it('creates a customer, normalising phones and turning blanks into null; a Comercial owns it', async () => {
    const response = await send('POST', '/api/clientes/entradas/', tokens['comercial'] ?? '', nuevo());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      nombre: 'Lucía Pérez',
      documento: null,
      telefonos_contacto: ['612345678'],
      notas: null,
      direccion: { direccion: 'Calle Sol 3', cp: '28001', localidad: 'Madrid' },
      comercial: { id: tenant.accounts.comercial.id },
      estado: 'NUEVO',
    });
  });

  it('answers 400 per field for an invalid phone, email and postal code, then for a wrong DNI letter', async () => {
    const fields = await send(
      'POST',
      '/api/clientes/entradas/',
      tokens['manager'] ?? '',
      nuevo({ email: 'no-es-email', telefonos_contacto: ['123'], direccion: { cp: '99999' } }),
    );
    expect(fields.statusCode).toBe(400);
    expect(Object.keys(fields.json()).sort()).toEqual(['direccion.cp', 'email', 'telefonos_contacto.0']);
    const dni = await send(
      'POST',
      '/api/clientes/entradas/',
      tokens['manager'] ?? '',
      nuevo({ documento: '12345678A', tipo_documento: 'DNI' }),
    );
    expect(dni.statusCode).toBe(400);
    expect(dni.json()).toEqual({ documento: ['La letra del DNI no es correcta'] });
  });

  it('detects a duplicate document or phone with 409 naming the existing customer', async () => {
    const first = await send(
      'POST',
      '/api/clientes/entradas/',
      tokens['manager'] ?? '',
      nuevo({
        nombre: 'Original',
        documento: '00000000T',
        tipo_documento: 'DNI',
        telefonos_contacto: ['699000111'],
      }),
    );
    expect(first.statusCode).toBe(201);
    const id = first.json().id;
    const sameDocument = await send(
      'POST',
      '/api/clientes/entradas/',
      tokens['manager'] ?? '',
      nuevo({ nombre: 'Copia', documento: '00000000-t', tipo_documento: 'DNI', telefonos_contacto: [] }),
    );
    expect(sameDocument.statusCode).toBe(409);
    expect(sameDocument.json()).toMatchObject({ cliente_id: [String(id)], field: ['documento'] });
    expect(sameDocument.json().detail).toContain('Original');
    const samePhone = await send(
      'POST',
      '/api/clientes/entradas/',
      tokens['manager'] ?? '',
      nuevo({ nombre: 'Copia', telefonos_contacto: ['+34 699 000 111'] }),
    );
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toMatchObject({ field: ['telefonos_contacto'], value: ['699000111'] });
    // The same phone in another tenant is no duplicate.
    const elsewhere = await send(
      'POST',
      '/api/clientes/entradas/',
      tokens['otherManager'] ?? '',
      nuevo({ nombre: 'Otro tenant', telefonos_contacto: ['699000111'] }),
      other.host,
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('does not let a Comercial assign a customer to someone else', async () => {
    const response = await send(
      'POST',
      '/api/clientes/entradas/',
      tokens['comercial'] ?? '',
      nuevo({
        nombre: 'Para otro',
        telefonos_contacto: ['699000222'],
        comercial: tenant.accounts.manager.id,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ comercial: ['Solo puede asignarse clientes a sí mismo.'] });
  });
});

describe('PUT and DELETE /api/clientes/entradas/{id}/', () => {
  it('updates fields and replaces the phone list', async () => {
    const created = (
      await send(
        'POST',
        '/api/clientes/entradas/',
        tokens['manager'] ?? '',
        nuevo({ nombre: 'Editable', telefonos_contacto: ['699000333'] }),
      )
    ).json();
    const response = await send(
      'PUT',
      `/api/clientes/entradas/${created.id}/`,
      tokens['manager'] ?? '',
      nuevo({ nombre: 'Editado', telefonos_contacto: ['699000444', '699000333'], segmento: 'NEGOCIOS' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      nombre: 'Editado',
      segmento: 'NEGOCIOS',
      telefonos_contacto: ['699000444', '699000333'],
    });
    expect(new Date(response.json().updated_on).getTime()).toBeGreaterThanOrEqual(
      new Date(created.updated_on).getTime(),
    );
  });

  it('lets only Admin and above delete, and only customers of their tenant', async () => {
    const created = (
      await send(
        'POST',
        '/api/clientes/entradas/',
        tokens['manager'] ?? '',
        nuevo({ nombre: 'Borrable', telefonos_contacto: ['699000555'] }),
      )
    ).json();
    expect(
      (await send('DELETE', `/api/clientes/entradas/${created.id}/`, tokens['comercial'] ?? '')).statusCode,
    ).toBe(403);
    expect(
      (await send('DELETE', `/api/clientes/entradas/${created.id}/`, tokens['manager'] ?? '')).statusCode,
    ).toBe(403);
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/api/clientes/entradas/${created.id}/`,
      headers: bearer((await login(app, other, 'admin')).access, other.host),
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await send('DELETE', `/api/clientes/entradas/${created.id}/`, tokens['admin'] ?? '')).statusCode,
    ).toBe(204);
    expect(
      (await send('GET', `/api/clientes/entradas/${created.id}/`, tokens['admin'] ?? '')).statusCode,
    ).toBe(404);
  });

  it('hides another commercial customer from a Comercial on update', async () => {
    const created = (
      await send(
        'POST',
        '/api/clientes/entradas/',
        tokens['manager'] ?? '',
        nuevo({
          nombre: 'Del manager',
          telefonos_contacto: ['699000666'],
          comercial: tenant.accounts.manager.id,
        }),
      )
    ).json();
    const response = await send(
      'PUT',
      `/api/clientes/entradas/${created.id}/`,
      tokens['comercial'] ?? '',
      nuevo({ nombre: 'Robado', telefonos_contacto: [] }),
    );
    expect(response.statusCode).toBe(404);
  });
});
