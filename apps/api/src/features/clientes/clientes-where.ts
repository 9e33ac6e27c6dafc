import { sql, type SQL } from 'drizzle-orm';
import { CLIENTES_FILTERS } from '@ventas/domain/telework/clientes-filters';
import { searchWords } from '@ventas/domain/clientes/search-words';
import {
  dayRange,
  exists,
  filterConditions as filterConditionsFrom,
  inList,
  madridDayRange,
  textArray,
  type FilterSql,
} from '../../lists/filter-sql';
import { atencionSql, ventaSql } from './actividad-sql';
import type { ClientesFilters } from './clientes-filters';
import type { ClienteScope } from './clientes-scope';
import { matchedByIndex, NO_TEXT_FILTER, textCondition, type TextPlan } from './clientes-text-filters';

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

/**
 * The WHERE clause of the customer list and its export, for table alias `c` (clientes). Every
 * sub-query names its tenant, so each stays on one tenant (and one Citus shard). `text` adds the
 * index way to the free-text filters' matches when the request chose it (clientes-text-filters.ts).
 */
export function clientesWhere(
  tenantId: number,
  filters: ClientesFilters,
  scope: ClienteScope,
  text: TextPlan = NO_TEXT_FILTER,
): SQL {
  const where: SQL[] = [sql`c.tenant_id = ${tenantId}`];
  const indexed = matchedByIndex(text);
  if (indexed) where.push(indexed);
  if (!scope.seesAll) where.push(sql`(c.comercial_id = ${scope.accountId} OR c.comercial_id IS NULL)`);
  if (filters.search) {
    const words = searchWords(filters.search);
    if (words.length === 0) where.push(sql`false`);
    for (const word of words) where.push(startsATerm(tenantId, word));
  }
  where.push(...filterConditions(filters));
  return sql.join(where, sql` AND `);
}

/** An `orNull` id filter: any of the ids, or none at all when 'null' is among them (SPEC §5). */
function idsOrNull(column: SQL, values: readonly (number | 'null')[]): SQL {
  const ids = values.filter((value): value is number => value !== 'null');
  const parts: SQL[] = [];
  if (ids.length) parts.push(inList(column, ids));
  if (values.includes('null')) parts.push(sql`${column} IS NULL`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

const sameTenant = (alias: string) => sql`${sql.raw(alias)}.tenant_id = c.tenant_id`;

/**
 * Filters that each stand alone, by key. The offer and contract filters are not here: all those
 * of one kind must hold on the same offer or contract (`OFERTA_KEYS`, `CONTRACT_KEYS`).
 */
export const CLIENTES_FILTER_SQL: FilterSql<typeof CLIENTES_FILTERS> = {
  nombre: (value) => textCondition('nombre', value),
  lastname: (value) => textCondition('lastname', value),
  documento: (value) => textCondition('documento', value),
  tipo_documento: (values) => inList(sql`c.tipo_documento`, values),
  telefono: (value) => textCondition('telefono', value),
  estadoCliente: (values) => inList(sql`c.estado`, values),
  email: (value) => textCondition('email', value),
  direccion: (value) => textCondition('direccion', value),
  cp: (value) => sql`c.cp LIKE ${`${value.replace(/[\\%_]/g, '')}%`}`,
  localidad: (value) => textCondition('localidad', value),
  notes: (value) => textCondition('notes', value),
  origenBbdd: (values) => idsOrNull(sql`c.origen_bbdd_id`, values),
  segmento: (values) => inList(sql`c.segmento`, values),
  ispActual: (values) => inList(sql`c.isp_actual`, values),
  razon_no_interesado: (values) => inList(sql`c.razon_no_interesado`, values),
  comercial: (values) => idsOrNull(sql`c.comercial_id`, values),
  tipo_comercial: (values) =>
    exists(sql`accounts a`, [
      sameTenant('a'),
      sql`a.id = c.comercial_id`,
      inList(sql`a.tipo_comercial`, values),
    ]),
  created_on: (range) => madridDayRange(sql`c.created_on`, range),
  fecha_contacto: (range) => dayRange(sql`c.fecha_contacto`, range),
  updated_on: (range) => madridDayRange(sql`c.updated_on`, range),
  fecha_agendado: (range) =>
    exists(sql`atenciones ag`, [
      sameTenant('ag'),
      sql`ag.cliente_id = c.id`,
      sql`ag.tipo = 'AGENDADO'`,
      ...madridDayRange(sql`ag.fecha_agendado`, range),
    ]),
  // The next pending callback, kept on the customer (migration 0012): one index range.
  proxima_llamada: (range) => madridDayRange(sql`c.proxima_llamada`, range),
  proxima_llamada_comercial: (values) => inList(sql`c.proxima_llamada_comercial_id`, values),
  opciones_tipo_llamada: (values) =>
    exists(sql`atenciones at`, [
      sameTenant('at'),
      sql`at.cliente_id = c.id`,
      inList(sql`at.tipo_llamada`, values),
    ]),
  opciones_no_interesado: (values) =>
    exists(sql`atenciones at`, [
      sameTenant('at'),
      sql`at.cliente_id = c.id`,
      sql`at.tipo = 'NO_INTERESADO'`,
      inList(sql`at.tipo_no_interesado`, values),
    ]),
  notContractServices: (values) =>
    sql`NOT ${exists(sql`paquetes np`, [
      sameTenant('np'),
      sql`np.cliente_id = c.id`,
      sql`np.servicios && ${textArray(values)}`,
    ])}`,
};

/** Conditions on one offer (alias `o`); together they must hold on the same offer. */
const OFERTA_SQL: FilterSql<typeof CLIENTES_FILTERS> = {
  estadoOferta: (values) => inList(sql`o.estado`, values),
  tipoOferta: (values) => inList(sql`o.tipo_oferta`, values),
  fecha_venta: (range) => madridDayRange(sql`o.fecha_venta`, range),
  // `oferta`: offers holding any of these tariffs (docs/decisions/).
  oferta: (values) =>
    exists(sql`paquetes op`, [sameTenant('op'), sql`op.oferta_id = o.id`, inList(sql`op.tarifa_id`, values)]),
  ...ventaSql('o'),
};

/** Conditions on one attention (alias `ac`); together they must hold on the same attention. */
const ATENCION_SQL: FilterSql<typeof CLIENTES_FILTERS> = atencionSql('ac');

/** Conditions on one contract (alias `p`); together they must hold on the same contract. */
const CONTRACT_SQL: FilterSql<typeof CLIENTES_FILTERS> = {
  contractIsp: (values) => inList(sql`p.isp`, values),
  estadoServicio: (values) => inList(sql`p.estado`, values),
  contractSegment: (values) => inList(sql`p.segmento`, values),
  contractTariffCategory: (values) => inList(sql`p.tariff_category`, values),
  contractServices: (values) => sql`p.servicios @> ${textArray(values)}`,
  contractPermanenceEnding: (range) => dayRange(sql`p.permanence_end`, range),
  contractServiceState: (values) => inList(sql`p.estado_servicio`, values),
  contractPackageId: (value) => sql`p.package_id = ${value}`,
  contractSfid: (value) => sql`p.sfid = ${value}`,
};

/** Every declared filter has exactly one of these (a test walks the declaration). */
export const CLIENTES_FILTER_BUILDERS = [
  CLIENTES_FILTER_SQL,
  OFERTA_SQL,
  ATENCION_SQL,
  CONTRACT_SQL,
] as const;

/** The conditions of every filter but the tenant, the scope and the search. */
export function filterConditions(filters: ClientesFilters): SQL[] {
  const where = filterConditionsOf(CLIENTES_FILTER_SQL, filters);
  const oferta = filterConditionsOf(OFERTA_SQL, filters);
  if (oferta.length)
    where.push(exists(sql`ofertas o`, [sameTenant('o'), sql`o.cliente_id = c.id`, ...oferta]));
  const atencion = filterConditionsOf(ATENCION_SQL, filters);
  if (atencion.length)
    where.push(exists(sql`atenciones ac`, [sameTenant('ac'), sql`ac.cliente_id = c.id`, ...atencion]));
  const contract = filterConditionsOf(CONTRACT_SQL, filters);
  if (contract.length)
    where.push(exists(sql`paquetes p`, [sameTenant('p'), sql`p.cliente_id = c.id`, ...contract]));
  return where;
}

const filterConditionsOf = (builders: FilterSql<typeof CLIENTES_FILTERS>, filters: ClientesFilters) =>
  filterConditionsFrom(CLIENTES_FILTERS, builders, filters);
