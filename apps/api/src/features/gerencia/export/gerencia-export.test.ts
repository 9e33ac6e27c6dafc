import { estadoCuentaLabel, tipoComercialLabel } from '@ventas/domain/cuentas/account-constants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FigurasDeComercial, GerenciaCuentas } from '@ventas/domain/gerencia/gerencia-contract';
import { FIGURA_TEXTOS, FIGURAS_GERENCIA } from '@ventas/domain/gerencia/gerencia-figuras';
import { ventanaGerencia } from '@ventas/domain/gerencia/gerencia-ventana';
import { formatDay, madridToday } from '@ventas/domain/time/madrid';
import { otroComercial } from '../../../../test/support/calculadora-sales';
import { callerFor, type Caller } from '../../../../test/support/catalogue-caller';
import { createTestApp, createTestTenant, type TestTenant } from '../../../../test/support/test-app';
import { insertAtencion, insertCliente, insertOferta } from '../../../../test/support/tenant-rows';
import type { Database } from '../../../db/database';
import { ofertas } from '../../../db/schema/atenciones';
import { exportedRows } from '../../../../test/support/exported-sheet';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;
let otherCall: Caller;

const EXPORT = '/api/comerciales/gerencia/download-xlsx-gerencia/';
const SCREEN = '/api/comerciales/gerencia/';
const HEADERS = [
  'Comercial',
  'Estado',
  'Tipo',
  ...FIGURAS_GERENCIA.map((f) => FIGURA_TEXTOS[f].etiqueta),
  'Periodo',
];
const figuras = (values: Partial<FigurasDeComercial>): number[] =>
  FIGURAS_GERENCIA.map((figura) => values[figura] ?? 0);

/** Ana and Beto (ALTA) share a customer; Carla is BAJA, so the default ALTA leaves her out. */
beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
  const other = await createTestTenant(database);
  otherCall = await callerFor(app, other);
  const ana = await otroComercial(database, tenant.id, 'ana', { tipoComercial: 'DBL' });
  const beto = await otroComercial(database, tenant.id, 'beto', { tipoComercial: 'TIENDA' });
  const carla = await otroComercial(database, tenant.id, 'carla', { estado: 'BAJA' });

  const compartido = await insertCliente(database, tenant.id, { nombre: 'Compartido', comercialId: ana });
  await insertAtencion(database, tenant.id, { clienteId: compartido, comercialId: ana, tipo: 'AGENDADO' });
  await insertAtencion(database, tenant.id, { clienteId: compartido, comercialId: beto, tipo: 'GESTION' });
  const vendido = await insertCliente(database, tenant.id, { nombre: 'Vendido', comercialId: ana });
  const { ofertaId } = await insertOferta(database, tenant.id, {
    clienteId: vendido,
    comercialId: ana,
    estado: 4,
    paquetes: [{ estado: 'ACTIVO' }],
  });
  await database.tenant(tenant.id, (tx) =>
    tx.update(ofertas).set({ fechaVenta: new Date() }).where(eq(ofertas.id, ofertaId)),
  );
  const noQuiere = await insertCliente(database, tenant.id, { nombre: 'No quiere', comercialId: beto });
  await insertAtencion(database, tenant.id, {
    clienteId: noQuiere,
    comercialId: beto,
    tipo: 'NO_INTERESADO',
    estado: 'REALIZADO',
  });
  // A year ago: outside any default period.
  const antiguo = await insertCliente(database, tenant.id, { nombre: 'Antiguo' });
  await insertAtencion(database, tenant.id, {
    clienteId: antiguo,
    comercialId: ana,
    updatedOn: new Date(Date.now() - 366 * 86_400_000),
  });
  await insertAtencion(database, tenant.id, { clienteId: antiguo, comercialId: carla });
  // Another tenant's attention by its own Comercial, which must never reach this tenant's file.
  const ajeno = await insertCliente(database, other.id, { nombre: 'Ajeno' });
  await insertAtencion(database, other.id, { clienteId: ajeno, comercialId: other.accounts.comercial.id });
});

/** The sheet's rows by their first cell (commercials' names, 'Total'). */
const byName = (rows: unknown[][]) => new Map(rows.map((row) => [String(row[0]), row]));
const numbersOf = (row: unknown[] | undefined) => FIGURAS_GERENCIA.map((_, i) => row?.[i + 3] ?? 0);

describe('GET /api/comerciales/gerencia/download-xlsx-gerencia/', () => {
  it("writes the period, one row per commercial with the screen's figures, and the total", async () => {
    const rows = await exportedRows(call, 'manager', EXPORT);
    const screen: GerenciaCuentas = (await call('manager', 'GET', SCREEN)).json();
    const periodo = ventanaGerencia(madridToday());
    expect(rows[0]).toEqual(HEADERS);
    // The period on every row, none above the data: Excel sorts and filters the sheet as it is.
    const texto = `del ${formatDay(periodo.desde)} al ${formatDay(periodo.hasta)}`;
    expect(new Set(rows.slice(1).map((row) => row.at(-1)))).toEqual(new Set([texto]));
    expect(rows.slice(1, -1).map((row) => row[0])).toEqual(screen.comerciales.map((fila) => fila.nombre));
    const sheet = byName(rows);
    for (const fila of screen.comerciales) {
      // Labels, never codes, as the screen shows them.
      expect(sheet.get(fila.nombre)?.slice(0, 3)).toEqual([
        fila.nombre,
        estadoCuentaLabel(fila.estado),
        tipoComercialLabel(fila.tipo_comercial),
      ]);
      expect(numbersOf(sheet.get(fila.nombre))).toEqual(figuras(fila));
    }
    expect(numbersOf(sheet.get('Total'))).toEqual(figuras(screen.total));
    expect(rows.at(-1)?.[0]).toBe('Total');
  });

  it('holds the known counts: a shared customer counts once in the total, BAJA and old rows stay out', async () => {
    const sheet = byName(await exportedRows(call, 'admin', EXPORT));
    expect(sheet.get('ana')?.slice(1, 3)).toEqual(['Alta', 'DBL']);
    expect(sheet.get('beto')?.slice(1, 3)).toEqual(['Alta', 'Tienda']);
    expect(numbersOf(sheet.get('ana'))).toEqual(
      figuras({ atencion: 2, agendado: 1, oferta: 1, vendido: 1, paquete: 1, cliente: 2 }),
    );
    expect(numbersOf(sheet.get('beto'))).toEqual(
      figuras({ atencion: 2, gestion: 1, nointeresado: 1, cliente: 1 }),
    );
    expect(sheet.has('carla')).toBe(false);
    expect(numbersOf(sheet.get('Total'))).toEqual(
      figuras({
        atencion: 3,
        agendado: 1,
        gestion: 1,
        nointeresado: 1,
        oferta: 1,
        vendido: 1,
        paquete: 1,
        cliente: 3,
      }),
    );
  });

  it('applies the filters and the period asked for, as the screen does', async () => {
    const { desde, hasta } = ventanaGerencia(madridToday());
    const query = `?fechas_after=${desde}&fechas_before=${hasta}&tipo_comercial=DBL`;
    const rows = await exportedRows(call, 'manager', `${EXPORT}${query}`);
    const screen: GerenciaCuentas = (await call('manager', 'GET', `${SCREEN}${query}`)).json();
    expect(screen.comerciales.map((fila) => fila.nombre)).toEqual(['ana']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['ana', 'Total']);
    expect(numbersOf(rows[1])).toEqual(figuras(screen.comerciales[0]!));
    expect(numbersOf(rows[2])).toEqual(figuras(screen.total));
    expect(numbersOf(rows[2])[0]).toBe(2);
  });

  it("shows another tenant only its own commercials' figures", async () => {
    const sheet = byName(await exportedRows(otherCall, 'manager', EXPORT));
    expect(sheet.has('ana')).toBe(false);
    expect(numbersOf(sheet.get('Comercial Prueba'))[0]).toBe(1);
    expect(numbersOf(sheet.get('Total'))[0]).toBe(1);
  });

  it('refuses a Comercial with 403', async () => {
    expect((await call('comercial', 'GET', EXPORT)).statusCode).toBe(403);
  });

  it.each([
    ['an impossible day', 'fechas_after=2026-02-30&fechas_before=2026-03-01', 'fechas_after'],
    ['half a range', 'fechas_after=2026-02-02', 'fechas'],
    ['a reversed range', 'fechas_after=2026-03-01&fechas_before=2026-02-02', 'fechas'],
    ['a commercial that is not an id', 'comercial=abc', 'comercial'],
    ['a hostile commercial', 'comercial=1%27%3B--', 'comercial'],
    ['an unknown state', 'estado=XX', 'estado'],
    ['an unknown commercial type', 'tipo_comercial=JEFE', 'tipo_comercial'],
  ])('refuses %s with 400 naming the parameter, before any job', async (_name, query, campo) => {
    const response = await call('manager', 'GET', `${EXPORT}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(campo);
  });
});
