import { beforeAll, describe, expect, it } from 'vitest';
import { ventanaGerencia } from '@ventas/domain/gerencia/gerencia-ventana';
import { madridToday } from '@ventas/domain/time/madrid';
import { callerFor, type Caller, type Role } from '../../../../test/support/catalogue-caller';
import { otroComercial } from '../../../../test/support/calculadora-sales';
import { createTestApp, createTestTenant, type TestTenant } from '../../../../test/support/test-app';

/** What every statistic reads from its query: the window, whose figures, and which callers. */
const STATS = ['tipoVentaCount', 'accionesComerciales', 'consecucionCount', 'rankingComerciales'];

let tenant: TestTenant;
let call: Caller;
let inject: (url: string) => Promise<{ statusCode: number }>;
let baja: number;
let colaborador: number;

const stats = (role: Role, stat: string, query = '') =>
  call(role, 'GET', `/api/atenciones/stats/${stat}/?${query}`);

beforeAll(async () => {
  const { app, database } = await createTestApp();
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
  inject = (url) => app.inject({ method: 'GET', url, headers: { host: tenant.host } });
  baja = await otroComercial(database, tenant.id, 'baja', { estado: 'BAJA' });
  colaborador = await otroComercial(database, tenant.id, 'colaborador', { tipoComercial: 'COLABORADOR' });
});

describe('the query of /api/atenciones/stats/* (SPEC §7 Statistics, §9)', () => {
  it('counts the current 2nd-to-1st period when no range is given', async () => {
    for (const stat of STATS) {
      const response = await stats('comercial', stat);
      expect(response.statusCode).toBe(200);
      expect(response.json().ventana).toEqual(ventanaGerencia(madridToday()));
    }
  });

  it('reads the range as updated_on_after/updated_on_before or as updated_on[]', async () => {
    const ventana = { desde: '2025-03-02', hasta: '2025-04-01' };
    const pares = await stats(
      'manager',
      'tipoVentaCount',
      'updated_on_after=2025-03-02&updated_on_before=2025-04-01',
    );
    const lista = await stats('manager', 'tipoVentaCount', 'updated_on[]=2025-03-02&updated_on[]=2025-04-01');
    expect(pares.json().ventana).toEqual(ventana);
    expect(lista.json().ventana).toEqual(ventana);
  });

  it('covers a Manager the ALTA commercials by default, or the states and types asked for', async () => {
    const ids = async (query: string) =>
      (await stats('manager', 'rankingComerciales', query)).json().comerciales;
    expect(await ids('')).toContain(colaborador);
    expect(await ids('')).not.toContain(baja);
    expect(await ids('estado=BAJA')).toEqual([baja]);
    expect(await ids('tipo_comercial=COLABORADOR')).toEqual([colaborador]);
    expect(await ids(`comercial=${baja}`)).toEqual([baja]);
  });

  it("refuses a Comercial another commercial's figures, and gives them their own", async () => {
    for (const stat of STATS) {
      expect((await stats('comercial', stat, `comercial=${tenant.accounts.manager.id}`)).statusCode).toBe(
        403,
      );
      const propio = await stats('comercial', stat, `comercial=${tenant.accounts.comercial.id}`);
      expect(propio.json().comerciales).toEqual([tenant.accounts.comercial.id]);
    }
  });

  it('answers 401 to a caller without a session', async () => {
    for (const stat of STATS) expect((await inject(`/api/atenciones/stats/${stat}/`)).statusCode).toBe(401);
  });

  it.each([
    ['an impossible date', 'updated_on_after=2026-13-01&updated_on_before=2026-12-31', 'updated_on'],
    ['a start after the end', 'updated_on_after=2026-04-02&updated_on_before=2026-03-02', 'updated_on'],
    ['more than 367 days', 'updated_on_after=2025-01-01&updated_on_before=2026-01-03', 'updated_on'],
    ['one end only', 'updated_on_after=2026-03-02', 'updated_on'],
    ['an unknown state', 'estado=XX', 'estado'],
    ['an unknown commercial type', 'tipo_comercial=JEFE', 'tipo_comercial'],
    ['a commercial that is no id', 'comercial=abc', 'comercial'],
  ])('answers 400 naming the parameter to %s', async (_caso, query, campo) => {
    for (const stat of STATS) {
      const response = await stats('manager', stat, query);
      expect(response.statusCode).toBe(400);
      // A malformed day is named by its own parameter (updated_on_after), the rest by the range.
      expect(Object.keys(response.json()).some((clave) => clave.startsWith(campo))).toBe(true);
    }
  });

  it('never fails on hostile values', async () => {
    const hostiles = [
      'comercial=99999999999999999999',
      'comercial=-1',
      'comercial=1.5',
      "estado=ALTA'--",
      'updated_on_after=0001-01-01&updated_on_before=0001-12-31',
      'updated_on_after=9999-12-01&updated_on_before=9999-12-31',
      'updated_on[]=2025-03-02',
      'updated_on[]=a&updated_on[]=b',
    ];
    for (const stat of STATS)
      for (const query of hostiles)
        expect((await stats('manager', stat, query)).statusCode).toBeLessThan(500);
  });
});
