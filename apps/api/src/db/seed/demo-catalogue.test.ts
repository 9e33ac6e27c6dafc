import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEGMENTS } from '@ventas/domain/servicios/catalogue-fields';
import { TARIFF_CATEGORIES } from '@ventas/domain/servicios/tarifa-contract';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { createTestApp, createTestTenant } from '../../../test/support/test-app';
import type { Database } from '../database';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedCatalogues } from './demo-seed';

let app: FastifyInstance;
let database: Database;
let tenantId: number;
let call: Caller;

interface Row {
  id: number;
  name: string;
  operator: string;
}
type Tarifa = Row & {
  category: string;
  segment: string;
  price_value: string | null;
  promotions: number[];
  additional_lines: number[];
  svas: number[];
};
interface Entry {
  object_id: number;
  price: string;
  fecha: string;
}

const read = async <T>(path: string): Promise<T> => {
  const response = await call('manager', 'GET', `/api/servicios/${path}`);
  expect(response.statusCode, path).toBe(200);
  return response.json() as T;
};
const DAY_MS = 86_400_000;
const dayFrom = (fecha: string, days: number) => new Date(Date.parse(fecha) + days * DAY_MS).toISOString();

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  database = created.database;
  const tenant = await createTestTenant(database);
  tenantId = tenant.id;
  await seedCatalogues(database, tenantId);
  await seedDemoCatalogue(database, tenantId);
  call = await callerFor(app, tenant);
});

describe('the demo catalogue', () => {
  it('has tariffs of every category in both segments, each priced, for three operators and DBL', async () => {
    const tariffs = await read<Tarifa[]>('tarifas/');
    expect(new Set(tariffs.map((t) => t.category))).toEqual(new Set(TARIFF_CATEGORIES));
    expect(new Set(tariffs.map((t) => t.segment))).toEqual(new Set(SEGMENTS));
    expect(new Set(tariffs.map((t) => t.operator))).toEqual(new Set(['A', 'B', 'D', 'DBL']));
    for (const segment of SEGMENTS)
      for (const category of TARIFF_CATEGORIES)
        expect(tariffs.some((t) => t.segment === segment && t.category === category)).toBe(true);
    expect(tariffs.every((t) => t.price_value !== null)).toBe(true);
    expect(
      tariffs.find((t) => t.operator === 'A' && t.name === 'Fibra 600Mb + Móvil 50GB')?.price_value,
    ).toBe('39.90');
  });

  it('links promotions in both units, additional lines and SVAs to tariffs', async () => {
    const tariffs = await read<Tarifa[]>('tarifas/');
    const promotions =
      await read<Array<Row & { amount_unit: string; duration_unit: string | null }>>('promociones/');
    const linked = new Set(tariffs.flatMap((t) => t.promotions));
    const unitsLinked = promotions.filter((p) => linked.has(p.id)).map((p) => p.amount_unit);
    expect(new Set(unitsLinked)).toEqual(new Set(['MONETARY', 'PERCENTS']));
    expect(new Set(promotions.map((p) => p.duration_unit))).toEqual(new Set(['months', 'days', null]));
    const svas = await read<Row[]>('sva/');
    const linkedSvas = new Set(tariffs.flatMap((t) => t.svas));
    expect(svas.every((sva) => linkedSvas.has(sva.id))).toBe(true);
    expect(tariffs.some((t) => t.additional_lines.length > 0)).toBe(true);
  });

  it('prices additional lines to 4 decimals and insurances per tramo', async () => {
    const lines = await read<Array<Row & { price_value: string }>>('adicionales/');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => /^\d+\.\d{4}$/.test(line.price_value))).toBe(true);
    expect(lines.some((line) => !line.price_value.endsWith('00'))).toBe(true);
    const insurances = await read<Array<Row & { tramo: string | null; price: string | null }>>('seguros/');
    expect(new Set(insurances.map((s) => s.tramo)).size).toBeGreaterThanOrEqual(4);
    expect(insurances.every((s) => s.price !== null)).toBe(true);
  });

  it('has at least 12 terminals, each financed on at least 2 lines', async () => {
    const terminals = await read<Array<Row & { price: string | null; seguro: number | null }>>('terminales/');
    expect(terminals.length).toBeGreaterThanOrEqual(12);
    for (const terminal of terminals) {
      expect(terminal.price).not.toBeNull();
      const plans = await read<Array<{ initial_price: string; month_price: string; final_price: string }>>(
        `installments-terminal/${terminal.id}/`,
      );
      expect(plans.length, terminal.name).toBeGreaterThanOrEqual(2);
    }
    const forDbl = await read<Row[]>('available-device-drop-down/?operator=DBL');
    expect(forDbl.length).toBeGreaterThan(0);
    expect(forDbl.every((terminal) => terminal.operator === 'B')).toBe(true);
  });

  it('has a past price change that price-on-date reads on either side, and a scheduled one', async () => {
    const entries = await read<Entry[]>('pricehistory/?content_type=tarifa');
    const now = Date.now();
    const changed = [...new Set(entries.map((entry) => entry.object_id))]
      .map((id) => entries.filter((entry) => entry.object_id === id))
      .find((history) => history.filter((entry) => Date.parse(entry.fecha) < now).length >= 2);
    expect(changed).toBeDefined();
    const [change, before] = changed!
      .filter((entry) => Date.parse(entry.fecha) < now)
      .sort((a, b) => Date.parse(b.fecha) - Date.parse(a.fecha));
    expect(change!.price).not.toBe(before!.price);
    const priceOn = async (at: string) => {
      const response = await call('comercial', 'POST', '/api/servicios/price-on-date/', {
        at,
        items: [{ content_type: 'tarifa', object_id: change!.object_id }],
      });
      return (response.json() as Array<{ price: string }>)[0]?.price;
    };
    expect(await priceOn(dayFrom(change!.fecha, -1))).toBe(before!.price);
    expect(await priceOn(dayFrom(change!.fecha, 1))).toBe(change!.price);
    expect(entries.some((entry) => Date.parse(entry.fecha) > now)).toBe(true);
  });

  it('gives every priced item its first price-history entry', async () => {
    const kinds = ['tarifa', 'adicional', 'sva', 'seguro', 'terminal'] as const;
    const paths = {
      tarifa: 'tarifas/',
      adicional: 'adicionales/',
      sva: 'sva/',
      seguro: 'seguros/',
      terminal: 'terminales/',
    };
    for (const kind of kinds) {
      const items = await read<Row[]>(paths[kind]);
      const priced = new Set(
        (await read<Entry[]>(`pricehistory/?content_type=${kind}`)).map((e) => e.object_id),
      );
      expect(
        items.every((item) => priced.has(item.id)),
        kind,
      ).toBe(true);
    }
  });

  it('is not seeded twice', async () => {
    const before = (await read<Row[]>('tarifas/')).length;
    await seedDemoCatalogue(database, tenantId);
    expect((await read<Row[]>('tarifas/')).length).toBe(before);
  });
});
