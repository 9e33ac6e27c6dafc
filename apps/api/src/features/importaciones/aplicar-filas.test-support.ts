import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  ClaseFila,
  DatosFila,
  EstadoImportacion,
  TotalesImportacion,
} from '@ventas/domain/importaciones/importacion-contract';
import { CLASES } from '@ventas/domain/importaciones/importacion-contract';
import { datosFilaVacia } from '@ventas/domain/importaciones/importacion-leer-fila';
import { parsedRows, type Database } from '../../db/database';
import { origenesBbdd } from '../../db/schema/catalogos';
import { importaciones, importacionFilas } from '../../db/schema/importaciones';

/**
 * Test-only: an import record and its classified rows written straight into the tables, as the
 * dry run (importaciones.routes.ts) leaves them, so the apply and undo are tested on their own.
 */

/** A row's fields, every absent one null. */
export const datosFila = (datos: Partial<DatosFila> = {}): DatosFila => ({ ...datosFilaVacia(), ...datos });

export interface FilaPreparada {
  clase: ClaseFila;
  datos: Partial<DatosFila>;
  motivo?: string;
  /** A duplicate's existing customer. */
  clienteId?: number | null;
}

export interface ImportacionPreparada {
  id: number;
  origenBbddId: number;
}

/** A SIMULADA import (by default) of `filas`, numbered from row 2 (row 1 is the header). */
export async function prepararImportacion(
  database: Database,
  tenantId: number,
  options: {
    filas: readonly FilaPreparada[];
    accountId?: number | null;
    origen?: string | number;
    estado?: EstadoImportacion;
    fichero?: string;
    subida?: string | null;
  },
): Promise<ImportacionPreparada> {
  return database.tenant(tenantId, async (tx) => {
    let origenBbddId: number;
    if (typeof options.origen === 'number') origenBbddId = options.origen;
    else {
      const [origen] = await tx
        .insert(origenesBbdd)
        .values({ tenantId, nombre: options.origen ?? `Lista ${Math.random().toString(36).slice(2, 8)}` })
        .returning({ id: origenesBbdd.id });
      origenBbddId = origen!.id;
    }
    const totales = Object.fromEntries(
      CLASES.map((clase) => [clase, options.filas.filter((fila) => fila.clase === clase).length]),
    ) as TotalesImportacion;
    const [importacion] = await tx
      .insert(importaciones)
      .values({
        tenantId,
        accountId: options.accountId ?? null,
        origenBbddId,
        fichero: options.fichero ?? 'lista.csv',
        subida: options.subida ?? null,
        mapeo: { '1': 'nombre', '2': 'telefono' },
        estado: options.estado ?? 'SIMULADA',
        totales,
      })
      .returning({ id: importaciones.id });
    const id = importacion!.id;
    for (let start = 0; start < options.filas.length; start += 1000) {
      await tx.insert(importacionFilas).values(
        options.filas.slice(start, start + 1000).map((fila, index) => ({
          tenantId,
          importacionId: id,
          fila: start + index + 2,
          clase: fila.clase,
          motivo: fila.motivo ?? '',
          datos: datosFila(fila.datos),
          clienteId: fila.clienteId ?? null,
        })),
      );
    }
    return { id, origenBbddId };
  });
}

export interface FilaAplicada {
  fila: number;
  clase: ClaseFila;
  aplicada: string | null;
  motivo: string;
  cliente_id: number | null;
}

const FILA_APLICADA_ROW = z.object({
  fila: z.number().int(),
  clase: z.enum(CLASES as [ClaseFila, ...ClaseFila[]]),
  aplicada: z.string().nullable(),
  motivo: z.string(),
  cliente_id: z.number().int().nullable(),
}) satisfies z.ZodType<FilaAplicada>;

/** A bigint count: text from node-postgres, a number from PGlite (within the safe integers). */
const BIGINT = z.union([z.number().int(), z.string()]);

export async function filasDe(
  database: Database,
  tenantId: number,
  importacionId: number,
): Promise<FilaAplicada[]> {
  const result = await database.tenant(tenantId, (tx) =>
    tx.execute(sql`SELECT fila, clase, aplicada, motivo, cliente_id FROM importacion_filas
      WHERE tenant_id = ${tenantId} AND importacion_id = ${importacionId} ORDER BY fila`),
  );
  return parsedRows(result, FILA_APLICADA_ROW).map((row) => ({
    ...row,
    fila: Number(row.fila),
    cliente_id: row.cliente_id === null ? null : Number(row.cliente_id),
  }));
}

/** Whether the kept per-commercial counts equal a recount of the tenant's customers. */
export async function recuentoPorComercial(
  database: Database,
  tenantId: number,
): Promise<{ guardado: Record<string, number>; contado: Record<string, number> }> {
  const read = async (query: ReturnType<typeof sql>) =>
    Object.fromEntries(
      parsedRows(await database.owner.execute(query), z.object({ comercial: z.number().int(), n: BIGINT }))
        .filter((row) => Number(row.n) !== 0)
        .map((row) => [String(row.comercial), Number(row.n)]),
    );
  return {
    guardado: await read(sql`SELECT comercial_id AS comercial, n FROM clientes_por_comercial
      WHERE tenant_id = ${tenantId} ORDER BY 1`),
    contado: await read(sql`SELECT coalesce(comercial_id, 0) AS comercial, count(*) AS n FROM clientes
      WHERE tenant_id = ${tenantId} GROUP BY 1 ORDER BY 1`),
  };
}
