import { sql, type SQL } from 'drizzle-orm';
import { searchWords } from '@ventas/domain/clientes/search-words';
import type { ClientesFilters, DateRange } from './clientes-filters';
import type { ClienteScope } from './clientes-scope';

const MADRID = 'Europe/Madrid';

/** ILIKE pattern for "contains", with the user's % and _ taken literally. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** Text fields searched through app_clientes_matching (migration 0006), which reaches the
 * trigram indexes that row-level security keeps a plain ILIKE away from. */
type MatchedField = 'nombre' | 'documento' | 'email' | 'direccion' | 'notas' | 'telefono';
const matching = (field: MatchedField, pattern: string) =>
  sql`c.id IN (SELECT app_clientes_matching(${field}, ${pattern}))`;

/**
 * The terms starting with `word` (migration 0008), for alias `b`: one range of the terms index
 * ('~' sorts after every character a term may hold). An empty token matches nothing.
 */
function termRange(tenantId: number, word: string): SQL {
  const token = sql`app_search_token(${word})`;
  return sql`b.tenant_id = ${tenantId} AND b.termino >= ${token} AND b.termino < ${token} || '~' AND ${token} <> ''`;
}

const startsATerm = (tenantId: number, word: string) =>
  sql`c.id IN (SELECT b.cliente_id FROM clientes_terminos b WHERE ${termRange(tenantId, word)})`;

/**
 * A search with no other filter, from the terms index alone: `(cliente_id, updated_on)` of the
 * customers in scope holding a term that starts with each word. The index carries both columns
 * and the commercial, so no customer row is read.
 */
export function searchMatches(tenantId: number, search: string, scope: ClienteScope): SQL {
  const inScope = scope.seesAll
    ? sql``
    : sql` AND (b.comercial_id = ${scope.accountId} OR b.comercial_id IS NULL)`;
  const ranges = searchWords(search).map(
    (word) =>
      sql`SELECT b.cliente_id, b.updated_on FROM clientes_terminos b WHERE ${termRange(tenantId, word)}${inScope}`,
  );
  if (ranges.length === 0)
    return sql`SELECT NULL::integer AS cliente_id, NULL::timestamptz AS updated_on WHERE false`;
  return sql`SELECT DISTINCT cliente_id, updated_on FROM (${sql.join(ranges, sql` INTERSECT `)}) words`;
}

/** A day range on a timestamp column, the days read in Europe/Madrid (SPEC §9). */
function timestampRange(column: SQL, range: DateRange): SQL[] {
  const parts: SQL[] = [];
  if (range.from) parts.push(sql`${column} >= (${range.from}::date::timestamp AT TIME ZONE ${MADRID})`);
  if (range.to) parts.push(sql`${column} < ((${range.to}::date + 1)::timestamp AT TIME ZONE ${MADRID})`);
  return parts;
}

function dateRange(column: SQL, range: DateRange): SQL[] {
  const parts: SQL[] = [];
  if (range.from) parts.push(sql`${column} >= ${range.from}::date`);
  if (range.to) parts.push(sql`${column} <= ${range.to}::date`);
  return parts;
}

const inList = (column: SQL, values: readonly (string | number)[]) =>
  sql`${column} IN (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

const exists = (from: SQL, conditions: SQL[]) =>
  sql`EXISTS (SELECT 1 FROM ${from} WHERE ${sql.join(conditions, sql` AND `)})`;

/**
 * The WHERE clause of the customer list and its export, for table alias `c` (clientes). Every
 * sub-query names its tenant, so each stays on one tenant (and one Citus shard).
 */
export function clientesWhere(tenantId: number, filters: ClientesFilters, scope: ClienteScope): SQL {
  const where: SQL[] = [sql`c.tenant_id = ${tenantId}`];
  if (!scope.seesAll) where.push(sql`(c.comercial_id = ${scope.accountId} OR c.comercial_id IS NULL)`);
  if (filters.search) {
    const words = searchWords(filters.search);
    if (words.length === 0) where.push(sql`false`);
    for (const word of words) where.push(startsATerm(tenantId, word));
  }
  where.push(...filterConditions(filters));
  return sql.join(where, sql` AND `);
}

/** The conditions of every filter but the tenant, the scope and the search. */
export function filterConditions(filters: ClientesFilters): SQL[] {
  const where: SQL[] = [];
  const f = filters;
  const sameTenant = (alias: string) => sql`${sql.raw(alias)}.tenant_id = c.tenant_id`;

  // The form has one name field; "lastname" searches it too (docs/decisions.md).
  for (const value of [f.nombre, f.lastname])
    if (value) where.push(matching('nombre', containsPattern(value)));
  if (f.documento) where.push(matching('documento', containsPattern(f.documento.replace(/[\s.-]/g, ''))));
  if (f.tipo_documento.length) where.push(inList(sql`c.tipo_documento`, f.tipo_documento));
  if (f.telefono) {
    const digits = onlyDigits(f.telefono) || f.telefono;
    where.push(matching('telefono', containsPattern(digits)));
  }
  if (f.estadoCliente.length) where.push(inList(sql`c.estado`, f.estadoCliente));
  if (f.email) where.push(matching('email', containsPattern(f.email)));
  if (f.direccion) where.push(matching('direccion', containsPattern(f.direccion)));
  if (f.cp) where.push(sql`c.cp LIKE ${`${f.cp.replace(/[\\%_]/g, '')}%`}`);
  if (f.localidad) where.push(sql`c.localidad ILIKE ${containsPattern(f.localidad)}`);
  if (f.notes) where.push(matching('notas', containsPattern(f.notes)));
  if (f.origenBbdd.length) where.push(inList(sql`c.origen_bbdd_id`, f.origenBbdd));
  if (f.segmento.length) where.push(inList(sql`c.segmento`, f.segmento));
  if (f.ispActual.length) where.push(inList(sql`c.isp_actual`, f.ispActual));
  if (f.razon_no_interesado.length) where.push(inList(sql`c.razon_no_interesado`, f.razon_no_interesado));
  if (f.comercial.length) {
    const ids = f.comercial.filter((value): value is number => value !== 'null');
    const parts: SQL[] = [];
    if (ids.length) parts.push(inList(sql`c.comercial_id`, ids));
    if (f.comercial.includes('null')) parts.push(sql`c.comercial_id IS NULL`);
    where.push(sql`(${sql.join(parts, sql` OR `)})`);
  }
  if (f.tipo_comercial.length) {
    where.push(
      exists(sql`accounts a`, [
        sameTenant('a'),
        sql`a.id = c.comercial_id`,
        inList(sql`a.tipo_comercial`, f.tipo_comercial),
      ]),
    );
  }
  const ranges = f.ranges;
  if (ranges.fecha_contacto) where.push(...dateRange(sql`c.fecha_contacto`, ranges.fecha_contacto));
  if (ranges.updated_on) where.push(...timestampRange(sql`c.updated_on`, ranges.updated_on));
  if (ranges.fecha_agendado) {
    where.push(
      exists(sql`atenciones ag`, [
        sameTenant('ag'),
        sql`ag.cliente_id = c.id`,
        sql`ag.tipo = 'AGENDADO'`,
        ...timestampRange(sql`ag.fecha_agendado`, ranges.fecha_agendado),
      ]),
    );
  }
  where.push(
    ...atencionFilters(f, sameTenant),
    ...ofertaFilters(f, sameTenant),
    ...contractFilters(f, sameTenant),
  );
  return where;
}

type SameTenant = (alias: string) => SQL;

function atencionFilters(f: ClientesFilters, sameTenant: SameTenant): SQL[] {
  const where: SQL[] = [];
  if (f.opciones_tipo_llamada.length) {
    where.push(
      exists(sql`atenciones at`, [
        sameTenant('at'),
        sql`at.cliente_id = c.id`,
        inList(sql`at.tipo_llamada`, f.opciones_tipo_llamada),
      ]),
    );
  }
  if (f.opciones_no_interesado.length) {
    where.push(
      exists(sql`atenciones at`, [
        sameTenant('at'),
        sql`at.cliente_id = c.id`,
        sql`at.tipo = 'NO_INTERESADO'`,
        inList(sql`at.tipo_no_interesado`, f.opciones_no_interesado),
      ]),
    );
  }
  return where;
}

function ofertaFilters(f: ClientesFilters, sameTenant: SameTenant): SQL[] {
  const conditions: SQL[] = [];
  if (f.estadoOferta.length) conditions.push(inList(sql`o.estado`, f.estadoOferta));
  if (f.tipoOferta.length) conditions.push(inList(sql`o.tipo_oferta`, f.tipoOferta));
  if (f.ranges.fecha_venta) conditions.push(...timestampRange(sql`o.fecha_venta`, f.ranges.fecha_venta));
  // `oferta`: offers holding any of these tariffs (docs/decisions.md).
  if (f.oferta.length) {
    conditions.push(
      exists(sql`paquetes op`, [
        sameTenant('op'),
        sql`op.oferta_id = o.id`,
        inList(sql`op.tarifa_id`, f.oferta),
      ]),
    );
  }
  if (!conditions.length) return [];
  // One offer must meet all offer conditions together.
  return [exists(sql`ofertas o`, [sameTenant('o'), sql`o.cliente_id = c.id`, ...conditions])];
}

function contractFilters(f: ClientesFilters, sameTenant: SameTenant): SQL[] {
  const conditions: SQL[] = [];
  if (f.contractIsp.length) conditions.push(inList(sql`p.isp`, f.contractIsp));
  if (f.estadoServicio.length) conditions.push(inList(sql`p.estado`, f.estadoServicio));
  if (f.contractSegment.length) conditions.push(inList(sql`p.segmento`, f.contractSegment));
  if (f.contractTariffCategory.length)
    conditions.push(inList(sql`p.tariff_category`, f.contractTariffCategory));
  if (f.contractServiceState.length) conditions.push(inList(sql`p.estado_servicio`, f.contractServiceState));
  if (f.contractServices.length) conditions.push(sql`p.servicios @> ${textArray(f.contractServices)}`);
  if (f.contractPackageId) conditions.push(sql`p.package_id = ${f.contractPackageId}`);
  if (f.contractSfid) conditions.push(sql`p.sfid = ${f.contractSfid}`);
  if (f.ranges.contractPermanenceEnding) {
    conditions.push(...dateRange(sql`p.permanence_end`, f.ranges.contractPermanenceEnding));
  }
  const where: SQL[] = [];
  // One contract must meet all contract conditions together.
  if (conditions.length)
    where.push(exists(sql`paquetes p`, [sameTenant('p'), sql`p.cliente_id = c.id`, ...conditions]));
  if (f.notContractServices.length) {
    where.push(
      sql`NOT ${exists(sql`paquetes np`, [
        sameTenant('np'),
        sql`np.cliente_id = c.id`,
        sql`np.servicios && ${textArray(f.notContractServices)}`,
      ])}`,
    );
  }
  return where;
}

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
