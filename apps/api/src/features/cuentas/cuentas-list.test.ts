import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUENTAS_FILTERS, CUENTAS_PAGING, cuentaSchema } from '@ventas/domain/cuentas/cuenta-form';
import { otroComercial } from '../../../test/support/calculadora-sales';
import { createTestTenant, type TestTenant } from '../../../test/support/test-app';
import { testDatabase } from '../../../test/support/test-database';
import type { Database } from '../../db/database';
import { listQuerySchema } from '@ventas/domain/http/list-query';
import { readTablePage } from '../../lists/table-list';
import { cuentasList } from './cuentas.list';

let database: Database;
let tenant: TestTenant;
let other: TestTenant;
let lucia: number;
let borrada: number;

const IBAN = 'ES9121000418450200051332';
const querySchema = listQuerySchema(CUENTAS_FILTERS, CUENTAS_PAGING);

async function page(tenantId: number, query: Record<string, unknown> = {}) {
  const parsed = querySchema.parse({ itemsPerPage: 100, ...query });
  return database.tenant(tenantId, (tx) => readTablePage(tx, cuentasList, parsed));
}
const usernames = async (query: Record<string, unknown> = {}) =>
  (await page(tenant.id, query)).results.map((row) => row.username).sort();

beforeAll(async () => {
  database = await testDatabase();
  tenant = await createTestTenant(database);
  other = await createTestTenant(database);
  lucia = await otroComercial(database, tenant.id, 'lucia', { estado: 'BAJA', tipoComercial: 'DBL' });
  borrada = await otroComercial(database, tenant.id, 'borrada', { estado: 'INACTIVO' });
  await database.tenant(tenant.id, async (tx) => {
    await tx.execute(sql`UPDATE accounts SET nombre = 'Lucía', apellidos = 'Gómez Ruiz',
      documento = '12345678Z', tipo_documento = 'DNI', email = 'lucia@example.com', iban = ${IBAN},
      costo_general = 1234.5, numeros_contacto = '["612345678"]'::jsonb WHERE id = ${lucia}`);
    await tx.execute(sql`UPDATE accounts SET eliminada_el = now() WHERE id = ${borrada}`);
  });
});

describe('cuentasList', () => {
  it('lists the tenant’s accounts as cuentaSchema rows, without another tenant’s', async () => {
    const result = await page(tenant.id);
    expect(result.count).toBe(5);
    for (const row of result.results) expect(cuentaSchema.strict().parse(row)).toEqual(row);
    const otherNames = (await page(other.id)).results.map((row) => row.username);
    expect(otherNames).not.toContain('lucia');
  });

  it('leaves out an account deleted with its history', async () => {
    expect(await usernames()).not.toContain('borrada');
    expect(await usernames({ estado: 'INACTIVO' })).toEqual([]);
  });

  it('answers the HR fields with the IBAN masked and no password hash', async () => {
    const row = (await page(tenant.id, { search: 'lucia' })).results[0];
    expect(row).toMatchObject({
      id: lucia,
      nombre_completo: 'Lucía Gómez Ruiz',
      rol: { id: 4 },
      documento: '12345678Z',
      tipoDocumento: 'DNI',
      numerosContacto: ['612345678'],
      costoGeneral: '1234.50',
      iban: '•••• 1332',
      estado: 'BAJA',
      tipoComercial: 'DBL',
    });
    expect(JSON.stringify(row)).not.toMatch(/password_hash|argon2|ES9121/);
  });

  it('filters by estado, rol and commercial type', async () => {
    expect(await usernames({ estado: 'BAJA' })).toEqual(['lucia']);
    expect(await usernames({ rol: ['1', '2'] })).toEqual(['admin', 'superadmin']);
    expect(await usernames({ tipo_comercial: 'DBL' })).toEqual(['lucia']);
    expect(await usernames({ rol: '4', estado: 'ALTA' })).toEqual(['comercial']);
  });

  it('searches username, names, document and e-mail, case-insensitive and literal', async () => {
    expect(await usernames({ search: 'GÓMEZ' })).toEqual(['lucia']);
    expect(await usernames({ search: '5678z' })).toEqual(['lucia']);
    expect(await usernames({ search: 'example.COM' })).toEqual(['lucia']);
    expect(await usernames({ search: 'manag' })).toEqual(['manager']);
    expect(await usernames({ search: '%' })).toEqual([]);
  });

  it('orders by the orderable columns', async () => {
    const byRol = (await page(tenant.id, { ordering: '-rol' })).results.map((row) => row.rol.id);
    expect(byRol).toEqual([...byRol].sort((a, b) => b - a));
  });
});
