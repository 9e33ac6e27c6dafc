import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatAmount } from '@ventas/domain/money/decimal-amount';
import { vatFactor } from '@ventas/domain/ofertas/price-oferta';
import { madridToday } from '@ventas/domain/time/madrid';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';
import { parsedRows, type Database } from '../database';
import { seedDemoCalculadora } from './demo-calculadora';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoClientes } from './demo-clientes';
import { seedCatalogues } from './demo-seed';

let call: Caller;
let tenant: TestTenant;
let database: Database;

beforeAll(async () => {
  const created = await createTestApp();
  const { app } = created;
  database = created.database;
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
  const { comercial, manager } = tenant.accounts;
  await seedCatalogues(database, tenant.id);
  await seedDemoClientes(database, tenant.id, comercial.id);
  await seedDemoCatalogue(database, tenant.id);
  await seedDemoCalculadora(database, tenant.id, { comercial: comercial.id, manager: manager.id });
});

describe('the demo Área personal', () => {
  it('shows every customer with an activated sale as sold, not new', async () => {
    const rows = parsedRows(
      await database.owner.execute(sql`SELECT DISTINCT c.estado FROM clientes c
        JOIN ofertas o ON o.tenant_id = c.tenant_id AND o.cliente_id = c.id
        WHERE c.tenant_id = ${tenant.id} AND o.fecha_venta IS NOT NULL`),
      z.object({ estado: z.string() }),
    );
    expect(rows.map((row) => row.estado)).toEqual(['VENDIDO']);
  });

  it('prices every sold package as the offer screen does: the tariff’s price that day plus 21 % VAT', async () => {
    const page = (
      await call('comercial', 'GET', '/api/atenciones/paquete/?itemsPerPage=100&ordering=id')
    ).json();
    expect(page.results.length).toBeGreaterThan(5);
    for (const paquete of page.results) {
      const oferta = (await call('comercial', 'GET', `/api/atenciones/oferta/${paquete.oferta.id}/`)).json();
      const linea = oferta.paquetes[0].cotizacion.linea;
      const conIva = formatAmount(vatFactor('21').times(linea.precio), 2);
      expect(linea.id).toBe(paquete.tarifa);
      expect([paquete.precio_durante, paquete.precio_despues]).toEqual([conIva, conIva]);
      // One package per demo offer: the offer's total is its package's price.
      expect(paquete.oferta.precioTotal).toBe(paquete.precio_durante);
    }
  });

  it('opens the Comercial’s calculator with three objectives, sales counted and a band', async () => {
    const body = (await call('comercial', 'GET', '/api/calculadora/objetivo_mes/')).json();
    expect(body.mes).toBe(madridToday().slice(0, 7));
    expect(body.objetivos).toHaveLength(3);
    expect(body.objetivos.some((o: { consecucion: string }) => Number(o.consecucion) > 0)).toBe(true);
    expect(body.tramos).toHaveLength(4);
    expect(body.avisos).toEqual([]);
  });

  it('lets the Manager see their team, the Comercial in it', async () => {
    const equipo = (await call('manager', 'GET', '/api/calculadora/equipo_mes/')).json();
    expect(equipo.comerciales.map((c: { id: number }) => c.id)).toContain(tenant.accounts.comercial.id);
  });

  it('keeps last month’s statement with every sale’s part', async () => {
    const [year, month] = madridToday().slice(0, 7).split('-').map(Number);
    const anterior = month === 1 ? `${year! - 1}-12` : `${year}-${String(month! - 1).padStart(2, '0')}`;
    const extracto = (
      await call('comercial', 'GET', `/api/calculadora/extracto/?month_year_updated_on=${anterior}`)
    ).json();
    expect(extracto.ventas.length).toBeGreaterThan(5);
  });
});
