import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { otroComercial } from '../../../test/support/calculadora-sales';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
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
let other: TestTenant;
let call: Caller;
let otherCall: Caller;
/** A commercial of the tenant outside the manager's team. */
let ajeno: { id: number; token: string };

const URL = '/api/cuentas/vistas/';
const vista = (nombre: string, compartida: boolean) => ({
  pantalla: 'teletrabajo',
  nombre,
  consulta: 'estadoCliente=CLIENTE',
  compartida,
});
const nombres = (body: Array<{ nombre: string }>) => body.map((v) => v.nombre);

async function listarComoAjeno(): Promise<Array<{ nombre: string }>> {
  const response = await app.inject({
    method: 'GET',
    url: `${URL}?pantalla=teletrabajo`,
    headers: bearer(ajeno.token, tenant.host),
  });
  return response.json();
}

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  database = created.database;
  tenant = await createTestTenant(created.database);
  other = await createTestTenant(created.database);
  call = await callerFor(app, tenant);
  otherCall = await callerFor(app, other);
  const id = await otroComercial(database, tenant.id, 'ajeno');
  ajeno = { id, token: (await login(app, tenant, 'ajeno')).access };
  const team = await call('admin', 'POST', '/api/cuentas/teams/', {
    dutty_manager: tenant.accounts.manager.id,
    commercial_id_arr: [tenant.accounts.comercial.id],
  });
  expect(team.statusCode).toBe(201);
});

describe('shared saved views', () => {
  it('reach the members of the team the manager leads, after their own, and no one else', async () => {
    const compartida = (await call('manager', 'POST', URL, vista('Clientes del equipo', true))).json();
    const privada = (await call('manager', 'POST', URL, vista('Solo mía', false))).json();
    const suya = (await call('comercial', 'POST', URL, vista('Zeta propia', false))).json();
    try {
      expect(compartida).toMatchObject({ compartida: true, propia: true, autor: 'Manager Prueba' });
      const delMiembro = (await call('comercial', 'GET', `${URL}?pantalla=teletrabajo`)).json();
      expect(delMiembro).toEqual([
        expect.objectContaining({ nombre: 'Zeta propia', propia: true }),
        { ...compartida, propia: false },
      ]);
      expect(nombres(await listarComoAjeno())).toEqual([]);
      expect((await otherCall('comercial', 'GET', `${URL}?pantalla=teletrabajo`)).json()).toEqual([]);
      expect((await call('admin', 'GET', `${URL}?pantalla=teletrabajo`)).json()).toEqual([]);
      // Another screen's list does not carry it.
      expect((await call('comercial', 'GET', `${URL}?pantalla=gerenciaComerciales`)).json()).toEqual([]);
    } finally {
      await call('manager', 'DELETE', `${URL}${compartida.id}/`);
      await call('manager', 'DELETE', `${URL}${privada.id}/`);
      await call('comercial', 'DELETE', `${URL}${suya.id}/`);
    }
  });

  it('of an Admin reach everyone in the tenant, and no other tenant', async () => {
    const creada = (await call('admin', 'POST', URL, vista('De la empresa', true))).json();
    try {
      expect(nombres(await listarComoAjeno())).toEqual(['De la empresa']);
      expect(nombres((await call('manager', 'GET', `${URL}?pantalla=teletrabajo`)).json())).toEqual([
        'De la empresa',
      ]);
      expect((await otherCall('manager', 'GET', `${URL}?pantalla=teletrabajo`)).json()).toEqual([]);
    } finally {
      await call('admin', 'DELETE', `${URL}${creada.id}/`);
    }
  });

  it('stop reaching the team when the manager stops sharing', async () => {
    const creada = (await call('manager', 'POST', URL, vista('Temporal', true))).json();
    try {
      expect(nombres((await call('comercial', 'GET', `${URL}?pantalla=teletrabajo`)).json())).toEqual([
        'Temporal',
      ]);
      const cambio = await call('manager', 'PUT', `${URL}${creada.id}/`, { compartida: false });
      expect(cambio.json()).toMatchObject({ compartida: false });
      expect((await call('comercial', 'GET', `${URL}?pantalla=teletrabajo`)).json()).toEqual([]);
    } finally {
      await call('manager', 'DELETE', `${URL}${creada.id}/`);
    }
  });

  it('cannot be made by a Comercial, on creation or on change', async () => {
    const refused = await call('comercial', 'POST', URL, vista('Mía', true));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Solo un responsable puede compartir vistas' });
    const propia = (await call('comercial', 'POST', URL, vista('Mía', false))).json();
    try {
      const cambio = await call('comercial', 'PUT', `${URL}${propia.id}/`, { compartida: true });
      expect(cambio.statusCode).toBe(403);
      expect((await call('comercial', 'GET', `${URL}?pantalla=teletrabajo`)).json()).toEqual([propia]);
    } finally {
      await call('comercial', 'DELETE', `${URL}${propia.id}/`);
    }
  });

  it('can be neither changed nor deleted by those it reaches, nor by another tenant', async () => {
    const creada = (await call('manager', 'POST', URL, vista('Intocable', true))).json();
    const ruta = `${URL}${creada.id}/`;
    try {
      for (const caller of [
        () => call('comercial', 'PUT', ruta, { nombre: 'Cambiada' }),
        () => call('comercial', 'DELETE', ruta),
        () => call('admin', 'DELETE', ruta),
        () => otherCall('manager', 'PUT', ruta, { nombre: 'Cambiada' }),
        () => otherCall('manager', 'DELETE', ruta),
      ]) {
        const response = await caller();
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'No se ha encontrado la vista' });
      }
      expect((await call('manager', 'GET', `${URL}?pantalla=teletrabajo`)).json()).toEqual([creada]);
    } finally {
      await call('manager', 'DELETE', ruta);
    }
  });
});
