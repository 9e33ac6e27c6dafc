import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  clasificarFila,
  type Existentes,
  type FilaClasificada,
  type VistosEnFichero,
} from '@ventas/domain/importaciones/importacion-clasificar';
import type { FilaLeida } from '@ventas/domain/importaciones/importacion-leer-fila';
import { parsedRows, type TenantTx } from '../../db/database';
import { noLlamarSql } from '../no-llamar/no-llamar.public';

/**
 * One batch of the dry run in its own transaction: what the database holds for the batch's
 * documents and phones (one query each, probing the unique indexes `clientes(tenant_id,
 * documento)` and `telefonos_cliente(tenant_id, telefono)`, and the do-not-call list's), then the
 * batch's classified rows written in one statement.
 */

/**
 * Values as one text[] built from one jsonb parameter: any text fits (an OTRO document may hold
 * commas or braces), the statement is the same whatever the count (one prepared plan), and
 * `= ANY(…)` of it is an index condition on the unique indexes, never a scan of the table.
 */
const jsonLista = (values: readonly string[]) => sql`${JSON.stringify(values)}::jsonb`;
const textos = (values: readonly string[]) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${jsonLista(values)}))`;

async function existentesDe(tx: TenantTx, leidas: readonly FilaLeida[]): Promise<Existentes> {
  const documentos = new Set<string>();
  const telefonos = new Set<string>();
  for (const { datos, motivo } of leidas) {
    if (motivo !== null) continue;
    if (datos.documento) documentos.add(datos.documento);
    for (const telefono of datos.telefonos) telefonos.add(telefono);
  }
  const porDocumento = new Map<string, number>();
  const porTelefono = new Map<string, number>();
  const noLlamar = new Set<string>();
  if (documentos.size > 0) {
    const result = await tx.execute(
      sql`SELECT c.documento, c.id FROM clientes c
          WHERE c.tenant_id = ${tx.tenantId}
            AND c.documento = ANY(${textos([...documentos])})`,
    );
    for (const row of parsedRows(result, z.object({ documento: z.string(), id: z.number().int() })))
      porDocumento.set(row.documento, row.id);
  }
  if (telefonos.size > 0) {
    const lista = [...telefonos];
    const result = await tx.execute(
      sql`SELECT tc.telefono, tc.cliente_id FROM telefonos_cliente tc
          WHERE tc.tenant_id = ${tx.tenantId} AND tc.telefono = ANY(${textos(lista)})`,
    );
    for (const row of parsedRows(result, z.object({ telefono: z.string(), cliente_id: z.number().int() })))
      porTelefono.set(row.telefono, row.cliente_id);
    const vetados = await tx.execute(
      sql`SELECT t.telefono FROM jsonb_array_elements_text(${jsonLista(lista)}) AS t(telefono)
          WHERE ${noLlamarSql(sql`${tx.tenantId}::int`, sql`t.telefono`)}`,
    );
    for (const row of parsedRows(vetados, z.object({ telefono: z.string() }))) noLlamar.add(row.telefono);
  }
  return { porDocumento, porTelefono, noLlamar };
}

async function escribirFilas(tx: TenantTx, importacionId: number, filas: readonly FilaClasificada[]) {
  if (filas.length === 0) return;
  const json = JSON.stringify(
    filas.map(({ fila, clase, motivo, datos, cliente_id }) => ({ fila, clase, motivo, datos, cliente_id })),
  );
  await tx.execute(
    sql`INSERT INTO importacion_filas (tenant_id, importacion_id, fila, clase, motivo, datos, cliente_id)
        SELECT ${tx.tenantId}, ${importacionId}, r.fila, r.clase, r.motivo, r.datos, r.cliente_id
        FROM jsonb_to_recordset(${json}::jsonb)
          AS r(fila int, clase text, motivo text, datos jsonb, cliente_id int)`,
  );
}

/** Classifies a batch (rows in file order, `vistos` carried from the earlier batches) and writes it. */
export async function simularLote(
  tx: TenantTx,
  importacionId: number,
  lote: ReadonlyArray<{ fila: number; leida: FilaLeida }>,
  vistos: VistosEnFichero,
): Promise<FilaClasificada[]> {
  const existentes = await existentesDe(
    tx,
    lote.map(({ leida }) => leida),
  );
  const clasificadas = lote.map(({ fila, leida }) => clasificarFila(fila, leida, existentes, vistos));
  await escribirFilas(tx, importacionId, clasificadas);
  return clasificadas;
}
