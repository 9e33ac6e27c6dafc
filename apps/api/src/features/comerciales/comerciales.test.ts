import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  TEST_PASSWORD,
} from '../../../test/support/test-app';
import type { Database } from '../../db/database';
import { createAccount, type NewAccount } from '../../db/seed/tenant-factory';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
});

describe('GET /api/comerciales/', () => {
  it("lists the tenant's accounts by estado then name, without guests, ending with 'Por asignar'", async () => {
    const tenant = await createTestTenant(database);
    const other = await createTestTenant(database);
    const add = async (account: Omit<NewAccount, 'password'>) =>
      (await createAccount(database, tenant.id, { ...account, password: TEST_PASSWORD })).id;
    const zoe = await add({
      username: 'zoe',
      rol: 4,
      nombre: 'Zoe',
      apellidos: 'Álvarez',
      estado: 'INACTIVO',
    });
    const beatriz = await add({
      username: 'bea',
      rol: 4,
      nombre: 'Beatriz',
      apellidos: 'Ruiz',
      estado: 'BAJA',
    });
    const angel = await add({
      username: 'angel',
      rol: 4,
      nombre: 'Ángel',
      apellidos: 'Sanz',
      estado: 'VACACIONES',
      tipoComercial: 'DBL',
    });
    const sinNombre = await add({ username: 'anon', rol: 4 });
    await add({ username: 'invitado1', rol: 4, nombre: 'Pepe' });
    await add({ username: 'visita', rol: 4, nombre: 'Usuario INVITADO' });
    await add({ username: 'visita2', rol: 4, nombre: 'Luis', apellidos: 'Invitado Temporal' });
    await createAccount(database, other.id, {
      username: 'ajeno',
      password: TEST_PASSWORD,
      rol: 4,
      nombre: 'Ajeno',
    });

    const { access } = await login(app, tenant, 'comercial');
    const response = await app.inject({
      method: 'GET',
      url: '/api/comerciales/',
      headers: bearer(access, tenant.host),
    });
    expect(response.statusCode).toBe(200);
    const entry = (
      id: number,
      nombre_completo: string,
      username: string,
      estado: string,
      rol: number,
      tipo = 'TIENDA',
    ) => ({
      id,
      nombre_completo,
      username,
      estado,
      tipo_comercial: tipo,
      rol,
    });
    const a = tenant.accounts;
    expect(response.json()).toEqual([
      entry(a.admin.id, 'Admin Prueba', 'admin', 'ALTA', 2),
      entry(sinNombre, 'anon', 'anon', 'ALTA', 4),
      entry(a.comercial.id, 'Comercial Prueba', 'comercial', 'ALTA', 4),
      entry(a.manager.id, 'Manager Prueba', 'manager', 'ALTA', 3),
      entry(a.superadmin.id, 'Superadmin Prueba', 'superadmin', 'ALTA', 1),
      entry(angel, 'Ángel Sanz', 'angel', 'VACACIONES', 4, 'DBL'),
      entry(beatriz, 'Beatriz Ruiz', 'bea', 'BAJA', 4),
      entry(zoe, 'Zoe Álvarez', 'zoe', 'INACTIVO', 4),
      {
        id: 'null',
        nombre_completo: 'Por asignar',
        username: null,
        estado: null,
        tipo_comercial: null,
        rol: null,
      },
    ]);
  });

  it.each(['superadmin', 'manager', 'comercial'] as const)(
    "answers %s, ending with 'Por asignar'",
    async (username) => {
      const tenant = await createTestTenant(database);
      const { access } = await login(app, tenant, username);
      const response = await app.inject({
        method: 'GET',
        url: '/api/comerciales/',
        headers: bearer(access, tenant.host),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(5);
      expect(response.json().at(-1)).toEqual({
        id: 'null',
        nombre_completo: 'Por asignar',
        username: null,
        estado: null,
        tipo_comercial: null,
        rol: null,
      });
    },
  );
});
