import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_TELEFONOS } from '@ventas/domain/clientes/cliente-form';
import { LOTE_APLICACION, MOTIVOS_APLICACION as M } from '@ventas/domain/importaciones/importacion-aplicar';
import { parsedRows, type TenantTx } from '../../db/database';
import { intArray, textArray } from '../../lists/filter-sql';
import { addMissingTelefonos } from '../clientes/clientes.public';
import type { ImportacionBloqueada } from './importacion.repository';

/** One batch: the staged rows `desde..hasta` of an import not applied yet. */
interface Lote {
  tenantId: number;
  importacionId: number;
  desde: number;
  hasta: number;
  /** Rows in it (every unapplied row of the range). */
  filas: number;
}

/** The batch's rows still to apply, as `alias`. Each step below narrows it (it sets `aplicada`). */
const pendientes = (lote: Lote, alias: string): SQL => {
  const f = sql.raw(alias);
  return sql`${f}.tenant_id = ${lote.tenantId} AND ${f}.importacion_id = ${lote.importacionId}
    AND ${f}.fila BETWEEN ${lote.desde} AND ${lote.hasta} AND ${f}.aplicada IS NULL`;
};

/** The next LOTE_APLICACION staged rows not yet applied after `despuesDe`, as a range of row numbers. */
async function siguienteLote(tx: TenantTx, importacionId: number, despuesDe: number): Promise<Lote | null> {
  const result = await tx.execute(sql`
    SELECT min(fila) AS desde, max(fila) AS hasta, count(*)::int AS filas FROM (
      SELECT fila FROM importacion_filas
      WHERE tenant_id = ${tx.tenantId} AND importacion_id = ${importacionId} AND aplicada IS NULL
        AND fila > ${despuesDe}
      ORDER BY fila LIMIT ${LOTE_APLICACION}) b`);
  // min/max of an integer column: null over no rows.
  const row = parsedRows(
    result,
    z.object({
      desde: z.number().int().nullable(),
      hasta: z.number().int().nullable(),
      filas: z.number().int(),
    }),
  )[0];
  if (!row || row.desde === null || row.hasta === null) return null;
  return {
    tenantId: tx.tenantId,
    importacionId,
    desde: Number(row.desde),
    hasta: Number(row.hasta),
    filas: Number(row.filas),
  };
}

/**
 * New rows that can no longer be created as the dry run saw them: no name, a document or phone
 * someone else has taken since (a customer created meanwhile), or one an earlier row of the batch
 * carries. They are left out with their reason, never failing the import.
 */
async function omitirNuevosOcupados(tx: TenantTx, lote: Lote): Promise<void> {
  // Read first, then written by row number: a join of the staged rows in one UPDATE was planned
  // as a nested loop over the whole import (its statistics are stale right after the dry run).
  const result = await tx.execute(sql`
    WITH nuevos AS MATERIALIZED (
      -- The document as a plain column: under row-level security a condition holding a
      -- non-leakproof operator (->>) is no index condition, and the probe below read the whole
      -- tenant's document index per row (260 ms a row at 1M customers, the bench found).
      SELECT b.fila, b.datos, b.datos->>'documento' AS documento
      FROM importacion_filas b WHERE ${pendientes(lote, 'b')} AND b.clase = 'nuevo'
    ), claves AS (
      SELECT n.fila, k.clave FROM nuevos n CROSS JOIN LATERAL (
        SELECT 'd:' || (n.datos->>'documento') WHERE n.datos->>'documento' IS NOT NULL
        UNION ALL SELECT 't:' || t FROM jsonb_array_elements_text(n.datos->'telefonos') t
      ) k(clave)
    ), previas AS (
      SELECT fila, min(primera) AS primera
      FROM (SELECT fila, min(fila) OVER (PARTITION BY clave) AS primera FROM claves) s
      WHERE primera < fila GROUP BY fila
    ), motivos AS (
      SELECT n.fila, CASE
        WHEN coalesce(btrim(n.datos->>'nombre'), '') = '' THEN ${M.sinNombre}
        WHEN EXISTS (SELECT 1 FROM clientes c WHERE c.tenant_id = ${lote.tenantId}
            AND c.documento = n.documento)
          THEN replace(${M.documentoOcupado}, '{valor}', n.documento)
        WHEN tel.telefono IS NOT NULL THEN replace(${M.telefonoOcupado}, '{valor}', tel.telefono)
        WHEN p.primera IS NOT NULL THEN replace(${M.repetidoEnLote}, '{valor}', p.primera::text)
      END AS motivo
      FROM nuevos n
      LEFT JOIN previas p ON p.fila = n.fila
      LEFT JOIN LATERAL (
        SELECT x.telefono FROM telefonos_cliente x
        WHERE x.tenant_id = ${lote.tenantId}
          AND x.telefono IN (SELECT jsonb_array_elements_text(n.datos->'telefonos'))
        LIMIT 1) tel ON true
    )
    SELECT fila, motivo FROM motivos WHERE motivo IS NOT NULL ORDER BY fila`);
  const omitidas = parsedRows(result, z.object({ fila: z.number().int(), motivo: z.string() }));
  if (omitidas.length === 0) return;
  const filas = intArray(omitidas.map((row) => Number(row.fila)));
  await tx.execute(sql`
    UPDATE importacion_filas f SET aplicada = 'omitido', motivo = m.motivo
    FROM unnest(${filas}, ${textArray(omitidas.map((row) => row.motivo))}) AS m(fila, motivo)
    WHERE f.tenant_id = ${lote.tenantId} AND f.importacion_id = ${lote.importacionId}
      AND f.fila = ANY(${filas}) AND f.fila = m.fila`);
}

/**
 * The batch's new rows as customers of the import's origin (NUEVO, unassigned) with their phones,
 * in one statement: ids are drawn first, so each staged row records the customer it created, and
 * the phones go in as one INSERT … SELECT.
 */
async function crearNuevos(tx: TenantTx, lote: Lote, origenBbddId: number): Promise<void> {
  // Each staged row first takes its customer's id, so no statement joins rows to customers.
  await tx.execute(sql`
    UPDATE importacion_filas f
    SET aplicada = 'creado', cliente_id = nextval(pg_get_serial_sequence('clientes', 'id'))
    WHERE ${pendientes(lote, 'f')} AND f.clase = 'nuevo'`);
  const creadas = sql`n.tenant_id = ${lote.tenantId}
    AND n.importacion_id = ${lote.importacionId} AND n.fila BETWEEN ${lote.desde} AND ${lote.hasta}
    AND n.clase = 'nuevo' AND n.aplicada = 'creado'`;
  const campo = (name: string) => sql`nullif(btrim(n.datos->>${name}), '')`;
  await tx.execute(sql`
    WITH creados AS (
      INSERT INTO clientes (tenant_id, id, nombre, documento, tipo_documento, email, origen_bbdd_id,
        segmento, isp_actual, direccion, cp, localidad, notas, estado, comercial_id)
      OVERRIDING SYSTEM VALUE
      SELECT ${lote.tenantId}, n.cliente_id, btrim(n.datos->>'nombre'), ${campo('documento')},
        ${campo('tipo_documento')}, ${campo('email')}, ${origenBbddId}, ${campo('segmento')},
        ${campo('isp_actual')}, ${campo('direccion')}, ${campo('cp')}, ${campo('localidad')}, ${campo('notas')},
        'NUEVO', NULL
      FROM importacion_filas n WHERE ${creadas} ORDER BY n.fila
      RETURNING id
    )
    INSERT INTO telefonos_cliente (tenant_id, cliente_id, telefono, orden)
    SELECT ${lote.tenantId}, n.cliente_id, t.telefono, t.orden - 1
    FROM importacion_filas n
    CROSS JOIN LATERAL jsonb_array_elements_text(n.datos->'telefonos') WITH ORDINALITY AS t(telefono, orden)
    WHERE ${creadas} AND t.orden <= ${MAX_TELEFONOS}`);
}

/** Fields a duplicate's non-empty cell overwrites; never the commercial, the state or the origin. */
const CAMPOS_SOBRESCRITOS = [
  'nombre',
  'email',
  'segmento',
  'isp_actual',
  'direccion',
  'cp',
  'localidad',
] as const;
/** Filled only where the customer has none: its identity, and the notes its agents wrote. */
const CAMPOS_SI_VACIOS = ['notas'] as const;

/**
 * Duplicates with 'actualizar': the matched customer takes the row's non-empty fields (the last
 * row of the batch wins when two match one customer) and the phones nobody has. A customer deleted
 * or erased since the dry run is left alone, with the reason on the row.
 */
async function actualizarDuplicados(tx: TenantTx, lote: Lote): Promise<void> {
  const existe = (condicion: SQL = sql``) =>
    sql`EXISTS (SELECT 1 FROM clientes c WHERE c.tenant_id = f.tenant_id AND c.id = f.cliente_id ${condicion})`;
  await tx.execute(sql`
    UPDATE importacion_filas f
    SET aplicada = 'omitido',
      motivo = CASE WHEN ${existe()} THEN ${M.clienteSuprimido} ELSE ${M.clienteNoExiste} END
    WHERE ${pendientes(lote, 'f')} AND f.clase = 'duplicado' AND NOT ${existe(sql`AND c.suprimido_el IS NULL`)}`);

  const nuevo = (campo: string) => sql`coalesce(d.${sql.raw(campo)}, c.${sql.raw(campo)})`;
  const siVacio = (campo: string) => sql`coalesce(c.${sql.raw(campo)}, d.${sql.raw(campo)})`;
  // The document only where the customer has none and nobody else holds it (the unique key).
  const documentoLibre = sql`c.documento IS NULL AND d.documento IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM clientes o WHERE o.tenant_id = c.tenant_id AND o.documento = d.documento)`;
  const asignaciones = [
    ...CAMPOS_SOBRESCRITOS.map((campo) => [campo, nuevo(campo)] as const),
    ...CAMPOS_SI_VACIOS.map((campo) => [campo, siVacio(campo)] as const),
    ['documento', sql`CASE WHEN ${documentoLibre} THEN d.documento ELSE c.documento END`] as const,
    [
      'tipo_documento',
      sql`CASE WHEN ${documentoLibre} THEN d.tipo_documento ELSE c.tipo_documento END`,
    ] as const,
  ];
  const columnas = sql.join(
    asignaciones.map(([campo]) => sql.raw(`c.${campo}`)),
    sql`, `,
  );
  const valores = sql.join(
    asignaciones.map(([, valor]) => valor),
    sql`, `,
  );
  const leidos = sql.join(
    [...CAMPOS_SOBRESCRITOS, ...CAMPOS_SI_VACIOS, 'documento', 'tipo_documento'].map(
      (campo) => sql`nullif(btrim(b.datos->>${campo}), '') AS ${sql.raw(campo)}`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE clientes c SET ${sql.join(
      asignaciones.map(([campo, valor]) => sql`${sql.raw(campo)} = ${valor}`),
      sql`, `,
    )}, updated_on = now()
    FROM (
      SELECT DISTINCT ON (b.cliente_id) b.cliente_id, ${leidos}
      FROM importacion_filas b WHERE ${pendientes(lote, 'b')} AND b.clase = 'duplicado'
      ORDER BY b.cliente_id, b.fila DESC
    ) d
    WHERE c.tenant_id = ${lote.tenantId} AND c.id = d.cliente_id AND (${columnas}) IS DISTINCT FROM (${valores})`);

  const conTelefonos = await tx.execute(sql`
    SELECT b.cliente_id, b.datos->'telefonos' AS telefonos FROM importacion_filas b
    WHERE ${pendientes(lote, 'b')} AND b.clase = 'duplicado' AND jsonb_array_length(b.datos->'telefonos') > 0
    ORDER BY b.fila`);
  // The phones are the staged row's jsonb array, parsed by the drivers.
  const telefonosRow = z.object({ cliente_id: z.number().int(), telefonos: z.array(z.string()) });
  for (const row of parsedRows(conTelefonos, telefonosRow)) {
    await addMissingTelefonos(tx, Number(row.cliente_id), row.telefonos);
  }
  await tx.execute(sql`
    UPDATE importacion_filas f SET aplicada = 'actualizado'
    WHERE ${pendientes(lote, 'f')} AND f.clase = 'duplicado'`);
}

/**
 * Applies the next batch of an import's staged rows after row `despuesDe`, in the caller's
 * transaction: exactly what the dry run classified. New rows become customers; duplicates update
 * theirs or are skipped as the import says; repeated, invalid and do-not-call rows are skipped.
 * Every row of the batch ends with its `aplicada`, so a rerun never sees it again. Null when
 * nothing is left.
 */
export async function aplicarLote(
  tx: TenantTx,
  importacion: ImportacionBloqueada,
  despuesDe: number,
): Promise<{ hasta: number; filas: number } | null> {
  const lote = await siguienteLote(tx, importacion.id, despuesDe);
  if (!lote) return null;
  await omitirNuevosOcupados(tx, lote);
  await crearNuevos(tx, lote, importacion.origenBbddId);
  if (importacion.duplicados === 'actualizar') await actualizarDuplicados(tx, lote);
  await tx.execute(sql`UPDATE importacion_filas f SET aplicada = 'omitido' WHERE ${pendientes(lote, 'f')}`);
  return { hasta: lote.hasta, filas: lote.filas };
}
