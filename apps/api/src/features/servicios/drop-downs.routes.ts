import { sql, type SQL } from 'drizzle-orm';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  deviceOptionsSchema,
  dropDownQuerySchema,
  operatorsSchema,
  tariffLinesOptionsSchema,
  type Operator,
  type CatalogueOption,
} from '@ventas/domain/servicios/catalogue-drop-downs';
import { rowsOf, type Database, type TenantTx } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';

type DropDownQuery = { operator?: string | undefined; segment?: string | undefined };

/** Active rows of `table` as options, by name, for one operator and segment if given. */
async function options(tx: TenantTx, table: string, query: DropDownQuery, operator: SQL | null = null) {
  const conditions = [sql`x.is_active`];
  if (operator) conditions.push(sql`x.operator = ${operator}`);
  else if (query.operator) conditions.push(sql`x.operator = ${query.operator}`);
  if (query.segment) conditions.push(sql`x.segment = ${query.segment}`);
  return rowsOf<CatalogueOption>(
    await tx.execute(
      sql`SELECT x.id, x.name, x.operator FROM ${sql.identifier(table)} x
          WHERE x.tenant_id = ${tx.tenantId} AND ${sql.join(conditions, sql` AND `)} ORDER BY x.name, x.id`,
    ),
  );
}

/** SPEC §9: an operator may sell with another's terminals (DBL uses B's): `terminales_de`. */
const terminalOperator = (code: string) =>
  sql`(SELECT COALESCE(o.terminales_de, o.codigo) FROM operadores o
       WHERE o.tenant_id = app_current_tenant() AND o.codigo = ${code})`;

export function dropDownRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.get('/api/servicios/operadores/', {
    config: { access: API_ACCESS.anyRole },
    schema: { response: { 200: operatorsSchema } },
    handler: (request) =>
      deps.database.tenant(request.tenant.id, async (tx) =>
        rowsOf<Operator>(
          await tx.execute(
            sql`SELECT codigo, nombre, grupo, terminales_de FROM operadores WHERE tenant_id = ${tx.tenantId} ORDER BY codigo`,
          ),
        ),
      ),
  });
  app.get('/api/servicios/available-device-drop-down/', {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: dropDownQuerySchema, response: { 200: deviceOptionsSchema } },
    handler: (request) =>
      deps.database.tenant(request.tenant.id, (tx) =>
        options(
          tx,
          'terminales',
          { operator: request.query.operator },
          request.query.operator ? terminalOperator(request.query.operator) : null,
        ),
      ),
  });
  for (const [path, withSvas] of [
    ['tariff-adicionales-drop-down', false],
    ['tariff-adicionales-sva-drop-down', true],
  ] as const) {
    app.get(`/api/servicios/${path}/`, {
      config: { access: API_ACCESS.anyRole },
      schema: { querystring: dropDownQuerySchema, response: { 200: tariffLinesOptionsSchema } },
      handler: (request) =>
        deps.database.tenant(request.tenant.id, async (tx) => ({
          tarifas: await options(tx, 'tarifas', request.query),
          adicionales: await options(tx, 'adicionales', request.query),
          ...(withSvas ? { svas: await options(tx, 'svas', request.query) } : {}),
        })),
    });
  }
}
