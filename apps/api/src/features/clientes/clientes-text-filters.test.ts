import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, type TestTenant } from '../../../test/support/test-app';
import { privateTestDatabase } from '../../../test/support/test-database';
import { seedClientes, type ClienteSeed } from '../../../test/support/tenant-rows';
import type { Database } from '../../db/database';
import { clientesFiltersSchema } from './clientes-filters';
import { chooseTextWay, planTextFilters, type TextEstimate } from './clientes-text-filters';
import { createClientesService } from './clientes.service';

describe('chooseTextWay: walk the order or read the index, by rows read', () => {
  const tenant = (matches: number): TextEstimate => ({ matches, tenant_rows: 100_000 });
  it.each([
    // [estimates, rows wanted, ordered, walks?, why]
    [[tenant(30_000)], 25, true, true, 'common: ~83 rows walked against 30,000 fetched'],
    [[tenant(30)], 25, true, false, 'rare: 30 fetched against ~83,000 walked'],
    [[tenant(2_000)], 25, true, true, '1,250 walked against 2,000 fetched'],
    [[tenant(1_000)], 25, true, false, '2,500 walked against 1,000 fetched'],
    [[tenant(30_000)], 50_000, true, false, 'a deep page of a common fragment: the index'],
    [[tenant(30_000)], 25, false, false, 'an order without an index cannot be walked'],
    [[tenant(30_000), tenant(50)], 25, true, false, 'one rare filter among common ones: its index'],
    [[tenant(30_000), tenant(50_000)], 25, true, true, 'two common ones: their joint share, 15 %'],
    [[tenant(0)], 25, true, false, 'no matches expected: the index finds them all at once'],
  ])('%j, %i rows, ordered %s → walks: %s (%s)', (estimates, rowsWanted, ordered, walks) => {
    expect(chooseTextWay(estimates, rowsWanted, ordered).walk).toBe(walks);
  });

  it('names the rarest filter for the index, and the joint share', () => {
    const way = chooseTextWay([tenant(30_000), tenant(50), tenant(900)], 25, true);
    expect(way).toEqual({ walk: false, share: 0.3 * 0.0005 * 0.009, rarest: 1 });
  });
});

let database: Database;
let tenant: TestTenant;
const everyone = { accountId: 0, seesAll: true };
const filters = (query: Record<string, string>) => clientesFiltersSchema.parse(query);
const minutesAgo = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12) - minutes * 60_000);

// 180 Garcías, 60 Pérez and one Zubizarreta, each updated a minute apart: "garc" is common
// enough to walk for, "zubiz" rare enough for its index (the planner's statistics, after ANALYZE).
const seeds: ClienteSeed[] = Array.from({ length: 241 }, (_, i) => ({
  nombre: i === 120 ? 'Iñaki Zubizarreta' : i % 4 === 3 ? `Luis Pérez ${i}` : `Ana García ${i}`,
  direccion: `Calle Mayor ${i}`,
  telefonos: [`6${String(31_000_000 + i).padStart(8, '0')}`],
  segmento: i % 2 === 0 ? 'PARTICULAR' : 'EMPRESA',
  updatedOn: minutesAgo(i),
}));

/** The ids a correct list shows, newest first: what any way of answering must give. */
function expectedNames(match: (seed: ClienteSeed) => boolean): string[] {
  return seeds.filter(match).map((seed) => seed.nombre);
}

beforeAll(async () => {
  // Its own database: which way a filter takes depends on the statistics of the whole table.
  database = await privateTestDatabase();
  tenant = await createTestTenant(database);
  await seedClientes(database, tenant.id, seeds);
  await database.owner.execute(sql`ANALYZE clientes`);
  await database.owner.execute(sql`ANALYZE telefonos_cliente`);
});

afterAll(() => database.close());

const plan = (query: Record<string, string>, rowsWanted: number) =>
  database.tenant(tenant.id, (tx) => planTextFilters(tx, filters(query), rowsWanted, true));

describe('the free-text filters at their two ways', () => {
  it('walks for a common fragment and reads the index for a rare one', async () => {
    expect((await plan({ nombre: 'garc' }, 25)).rows).toBeNull();
    expect((await plan({ nombre: 'zubiz' }, 25)).rows).not.toBeNull();
    expect((await plan({ nombre: 'garc', direccion: 'mayor' }, 25)).rows).toBeNull();
    expect((await plan({}, 25)).share).toBe(1);
  });

  it('a walked first page is the newest matches, with an estimated count of at least them', async () => {
    const service = createClientesService(database);
    const page = await service.list(tenant.id, filters({ nombre: 'garc', itemsPerPage: '25' }), everyone);
    const garcias = expectedNames((seed) => seed.nombre.includes('García'));
    expect(page.results.map((cliente) => cliente.nombre)).toEqual(garcias.slice(0, 25));
    expect(page.count_exact).toBe(false);
    expect(page.count).toBeGreaterThanOrEqual(25);
    expect(page.count).toBeLessThanOrEqual(seeds.length);
  });

  it('a deep page reads the index and counts exactly', async () => {
    const service = createClientesService(database);
    const page = await service.list(
      tenant.id,
      filters({ nombre: 'garc', itemsPerPage: '25', page: '8' }),
      everyone,
    );
    const garcias = expectedNames((seed) => seed.nombre.includes('García'));
    expect(page).toMatchObject({ count: garcias.length, count_exact: true, current: 8 });
    expect(page.results.map((cliente) => cliente.nombre)).toEqual(garcias.slice(175, 200));
  });

  it('a walk that reaches the end knows the count', async () => {
    const service = createClientesService(database);
    const query = { nombre: 'garc', segmento: 'PARTICULAR', itemsPerPage: '100', page: '1' };
    const expected = expectedNames(
      (seed) => seed.nombre.includes('García') && seed.segmento === 'PARTICULAR',
    );
    const page = await service.list(tenant.id, filters(query), everyone);
    expect(page.results.map((cliente) => cliente.nombre)).toEqual(expected.slice(0, 100));
    if (expected.length < 100) expect(page).toMatchObject({ count: expected.length, count_exact: true });
  });

  it.each([
    [{ nombre: 'zubiz' }, (seed: ClienteSeed) => seed.nombre.includes('Zubizarreta')],
    [{ nombre: 'ZUBIZ', segmento: 'EMPRESA' }, () => false],
    [
      { nombre: 'pérez', segmento: 'EMPRESA' },
      (s: ClienteSeed) => s.nombre.includes('Pérez') && s.segmento === 'EMPRESA',
    ],
    [{ direccion: 'mayor 12' }, (seed: ClienteSeed) => (seed.direccion ?? '').includes('Mayor 12')],
    [
      { telefono: '310 00 12' },
      (seed: ClienteSeed) => (seed.telefonos ?? [])[0]?.includes('3100012') === true,
    ],
    [
      { nombre: 'garc', telefono: '3100011' },
      (s: ClienteSeed) => s.nombre.includes('García') && (s.telefonos ?? [])[0]?.includes('3100011') === true,
    ],
  ])('%j finds exactly the matching customers, newest first', async (query, match) => {
    const service = createClientesService(database);
    const page = await service.list(tenant.id, filters({ ...query, itemsPerPage: '100' }), everyone);
    const expected = expectedNames(match);
    expect(page.results.map((cliente) => cliente.nombre)).toEqual(expected.slice(0, 100));
    if (expected.length < 100) expect(page).toMatchObject({ count: expected.length, count_exact: true });
  });
});
