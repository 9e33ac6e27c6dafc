import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { comprobarNuevoOrden } from '@ventas/domain/tutoriales/reordenar';
import {
  MAX_TUTORIALES,
  MENSAJES_CAMPOS_TUTORIAL,
  tutorialSchema,
  type Tutorial,
  type TutorialInput,
} from '@ventas/domain/tutoriales/tutoriales-contract';
import { parsedRows, type TenantTx } from '../../db/database';
import { invalid, notFound } from '../../http/app-error';

/** Issue 17: a distributor's tutorials, shown in `orden` (1..n, kept without gaps). */

const NO_ENCONTRADO = 'No se ha encontrado el tutorial';

/** selectTutoriales's columns are the contract's tutorial. */
const TUTORIAL_ROW = tutorialSchema;
const ID_ROW = z.object({ id: z.number() });

const selectTutoriales = (where: SQL) => sql`
  SELECT id, titulo, descripcion, video_url, orden FROM tutoriales
  WHERE tenant_id = app_current_tenant() AND ${where}
  ORDER BY orden, id`;

/**
 * Every write locks the distributor's tutorial rows first, so a create, a delete and a reorder
 * of one distributor queue here: the next one's statements (READ COMMITTED) see the previous
 * one's rows and `orden` stays 1..n. Two first creates on an empty list can still tie; the id
 * breaks the tie and the next reorder renumbers.
 */
async function bloquearIds(tx: TenantTx): Promise<number[]> {
  const rows = parsedRows(
    await tx.execute(sql`SELECT id FROM tutoriales WHERE tenant_id = app_current_tenant()
      ORDER BY orden, id FOR UPDATE`),
    ID_ROW,
  );
  return rows.map((row) => row.id);
}

export async function listTutoriales(tx: TenantTx): Promise<Tutorial[]> {
  return parsedRows(await tx.execute(selectTutoriales(sql`true`)), TUTORIAL_ROW);
}

async function readTutorial(tx: TenantTx, id: number): Promise<Tutorial> {
  const [row] = parsedRows(await tx.execute(selectTutoriales(sql`id = ${id}`)), TUTORIAL_ROW);
  if (!row) throw notFound(NO_ENCONTRADO);
  return row;
}

/** A new tutorial goes last. */
export async function createTutorial(tx: TenantTx, form: TutorialInput): Promise<Tutorial> {
  const ids = await bloquearIds(tx);
  if (ids.length >= MAX_TUTORIALES) throw invalid({ non_field_errors: [MENSAJES_CAMPOS_TUTORIAL.lleno] });
  const [row] = parsedRows(
    await tx.execute(sql`INSERT INTO tutoriales (tenant_id, titulo, descripcion, video_url, orden)
      VALUES (${tx.tenantId}, ${form.titulo}, ${form.descripcion}, ${form.video_url},
        (SELECT coalesce(max(orden), 0) + 1 FROM tutoriales WHERE tenant_id = app_current_tenant()))
      RETURNING id`),
    ID_ROW,
  );
  return readTutorial(tx, row!.id);
}

/** Title, description and link; the place in the list changes only by reordering. */
export async function updateTutorial(tx: TenantTx, id: number, form: TutorialInput): Promise<Tutorial> {
  const updated = parsedRows(
    await tx.execute(sql`UPDATE tutoriales SET titulo = ${form.titulo}, descripcion = ${form.descripcion},
        video_url = ${form.video_url}, updated_on = now()
      WHERE tenant_id = app_current_tenant() AND id = ${id} RETURNING id`),
    ID_ROW,
  );
  if (updated.length === 0) throw notFound(NO_ENCONTRADO);
  return readTutorial(tx, id);
}

/** Removes one and closes the gap it leaves. */
export async function deleteTutorial(tx: TenantTx, id: number): Promise<void> {
  await bloquearIds(tx);
  const [deleted] = parsedRows(
    await tx.execute(
      sql`DELETE FROM tutoriales WHERE tenant_id = app_current_tenant() AND id = ${id} RETURNING orden`,
    ),
    z.object({ orden: z.number() }),
  );
  if (!deleted) throw notFound(NO_ENCONTRADO);
  await tx.execute(sql`UPDATE tutoriales SET orden = orden - 1
    WHERE tenant_id = app_current_tenant() AND orden > ${deleted.orden}`);
}

/** The whole new order (the domain's rule), written as 1..n in one statement. */
export async function reorderTutoriales(tx: TenantTx, pedidos: readonly number[]): Promise<Tutorial[]> {
  const resultado = comprobarNuevoOrden(await bloquearIds(tx), pedidos);
  if (!resultado.ok) throw invalid({ ids: [resultado.mensaje] });
  if (pedidos.length > 0) {
    await tx.execute(sql`UPDATE tutoriales t SET orden = nuevo.orden
      FROM unnest(${`{${pedidos.join(',')}}`}::int[]) WITH ORDINALITY AS nuevo(id, orden)
      WHERE t.tenant_id = app_current_tenant() AND t.id = nuevo.id`);
  }
  return listTutoriales(tx);
}
