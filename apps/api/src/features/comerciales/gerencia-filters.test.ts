import { beforeAll, describe, expect, it } from 'vitest';
import { ventanaGerencia } from '@ventas/domain/gerencia/gerencia-ventana';
import { madridToday } from '@ventas/domain/time/madrid';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { createCatalogueItem } from '../../../test/support/offer-catalogue';
import { otroComercial } from '../../../test/support/calculadora-sales';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';

let call: Caller;
let otherCall: Caller;
let tenant: TestTenant;
let baja: number;

const filters = (role: Parameters<Caller>[0], caller: Caller = call) =>
  caller(role, 'GET', '/api/comerciales/gerencia-filters/');

beforeAll(async () => {
  const { app, database } = await createTestApp();
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
  otherCall = await callerFor(app, await createTestTenant(database));
  baja = await otroComercial(database, tenant.id, 'antigua', {
    estado: 'BAJA',
    tipoComercial: 'COLABORADOR',
  });
  await createCatalogueItem(call, 'tipoobjetivo', { nombre: 'TV' });
  await createCatalogueItem(call, 'tipoobjetivo', { nombre: 'ENERGIA' });
});

describe('GET /api/comerciales/gerencia-filters/ (SPEC §7 Management)', () => {
  it('gives a Manager every commercial of the tenant with estado and tipo, the families and the default period', async () => {
    const response = await filters('manager');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const ids = body.comerciales.map((c: { id: number }) => c.id);
    expect(ids).toContain(tenant.accounts.comercial.id);
    expect(body.comerciales.find((c: { id: number }) => c.id === baja)).toMatchObject({
      estado: 'BAJA',
      tipo_comercial: 'COLABORADOR',
    });
    expect(body.familias.map((f: { nombre: string }) => f.nombre)).toEqual(['ENERGIA', 'TV']);
    expect(body.estados).toEqual(['ALTA', 'VACACIONES', 'BAJA', 'INACTIVO']);
    expect(body.estado_por_defecto).toBe('ALTA');
    expect(body.fechas[0]).toEqual({
      clave: 'periodo_actual',
      etiqueta: 'Periodo actual',
      ...ventanaGerencia(madridToday()),
    });
  });

  it('refuses a Comercial (Gerencia is Manager and above) and shows nothing of another tenant', async () => {
    expect((await filters('comercial')).statusCode).toBe(403);
    const other = (await filters('admin', otherCall)).json();
    expect(other.comerciales.map((c: { id: number }) => c.id)).not.toContain(tenant.accounts.comercial.id);
    expect(other.familias).toEqual([]);
  });
});
