import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Mes } from '@ventas/domain/calculadora/mes';
import {
  mesSchema,
  objetivoSchema,
  primerDia,
  siguienteMes,
  type ObjetivoForm,
  type ObjetivoRow,
} from '@ventas/domain/calculadora/objetivos-contract';
import { parsedRows, type TenantTx } from '../../db/database';
import { conflict, invalid, notFound } from '../../http/app-error';
import { exigirMesAbierto } from './meses-cerrados.repository';
import { comprobarCuentas } from '../comerciales/comerciales.public';

/** SPEC §3 Objetivo rows (issue 14): a commercial's families, weights and targets per month. */

const selectObjetivos = (where: SQL) => sql`
  SELECT o.id, o.comercial_id AS comercial, o.familia_id AS familia, f.nombre AS familia_nombre,
    to_char(o.mes, 'YYYY-MM') AS fecha, o.peso::text AS peso, o.objetivo::text AS objetivo, o.llave
  FROM objetivos o JOIN tipos_objetivo f ON f.tenant_id = o.tenant_id AND f.id = o.familia_id
  WHERE o.tenant_id = app_current_tenant() AND ${where}
  ORDER BY f.nombre, o.id`;

const ID_ROW = z.object({ id: z.number().int() });

export async function objetivosDelMes(tx: TenantTx, comercialId: number, mes: Mes): Promise<ObjetivoRow[]> {
  return parsedRows(
    await tx.execute(
      selectObjetivos(sql`o.comercial_id = ${comercialId} AND o.mes = ${primerDia(mes)}::date`),
    ),
    objetivoSchema,
  );
}

async function readObjetivo(tx: TenantTx, id: number): Promise<ObjetivoRow> {
  const [row] = parsedRows(await tx.execute(selectObjetivos(sql`o.id = ${id}`)), objetivoSchema);
  if (!row) throw notFound('No se ha encontrado el objetivo');
  return row;
}

const DUPLICADO = 'El comercial ya tiene un objetivo de esa familia en ese mes';

/** 400 for an unknown commercial or family; 409 when the month already has that family. */
async function comprobar(tx: TenantTx, form: ObjetivoForm, id: number | null): Promise<void> {
  await comprobarCuentas(tx, 'comercial', [form.comercial]);
  const familia = parsedRows(
    await tx.execute(
      sql`SELECT id FROM tipos_objetivo WHERE tenant_id = ${tx.tenantId} AND id = ${form.familia}`,
    ),
    ID_ROW,
  );
  if (familia.length === 0) throw invalid({ familia: [`No existe: ${form.familia}`] });
  const other = parsedRows(
    await tx.execute(sql`SELECT id FROM objetivos WHERE tenant_id = ${tx.tenantId}
      AND comercial_id = ${form.comercial} AND familia_id = ${form.familia} AND mes = ${primerDia(form.fecha)}::date
      AND id IS DISTINCT FROM ${id}`),
    ID_ROW,
  );
  if (other.length > 0) throw conflict({ detail: DUPLICADO });
}

export async function createObjetivo(tx: TenantTx, form: ObjetivoForm): Promise<ObjetivoRow> {
  await exigirMesAbierto(tx, form.fecha);
  await comprobar(tx, form, null);
  const [row] = parsedRows(
    await tx.execute(sql`INSERT INTO objetivos (tenant_id, comercial_id, familia_id, mes, peso, objetivo, llave)
      VALUES (${tx.tenantId}, ${form.comercial}, ${form.familia}, ${primerDia(form.fecha)}::date, ${form.peso},
        ${form.objetivo}, ${form.llave})
      ON CONFLICT (tenant_id, comercial_id, familia_id, mes) DO NOTHING RETURNING id`),
    ID_ROW,
  );
  if (!row) throw conflict({ detail: DUPLICADO });
  return readObjetivo(tx, row.id);
}

export async function updateObjetivo(tx: TenantTx, id: number, form: ObjetivoForm): Promise<ObjetivoRow> {
  const before = await readObjetivo(tx, id);
  await exigirMesAbierto(tx, mesSchema.parse(before.fecha));
  await exigirMesAbierto(tx, form.fecha);
  await comprobar(tx, form, id);
  await tx.execute(sql`UPDATE objetivos SET comercial_id = ${form.comercial}, familia_id = ${form.familia},
      mes = ${primerDia(form.fecha)}::date, peso = ${form.peso}, objetivo = ${form.objetivo}, llave = ${form.llave},
      updated_on = now()
    WHERE tenant_id = ${tx.tenantId} AND id = ${id}`);
  return readObjetivo(tx, id);
}

export async function deleteObjetivo(tx: TenantTx, id: number): Promise<void> {
  await exigirMesAbierto(tx, mesSchema.parse((await readObjetivo(tx, id)).fecha));
  const deleted = parsedRows(
    await tx.execute(sql`DELETE FROM objetivos WHERE tenant_id = ${tx.tenantId} AND id = ${id} RETURNING id`),
    ID_ROW,
  );
  if (deleted.length === 0) throw notFound('No se ha encontrado el objetivo');
}

/**
 * Every commercial's objectives of `desde` written into the next month; a family the next month
 * already has is kept as it is, so copying twice adds nothing (decision 84); only the commercials
 * in `visibles` (a Manager's team and themselves; null: everyone). How many were written.
 */
export async function copyObjetivos(tx: TenantTx, desde: Mes, visibles: SQL | null): Promise<number> {
  await exigirMesAbierto(tx, siguienteMes(desde));
  const copied = parsedRows(
    await tx.execute(sql`INSERT INTO objetivos (tenant_id, comercial_id, familia_id, mes, peso, objetivo, llave)
      SELECT tenant_id, comercial_id, familia_id, ${primerDia(siguienteMes(desde))}::date, peso, objetivo, llave
      FROM objetivos WHERE tenant_id = ${tx.tenantId} AND mes = ${primerDia(desde)}::date
        AND ${visibles === null ? sql`true` : sql`comercial_id IN ${visibles}`}
      ORDER BY id
      ON CONFLICT (tenant_id, comercial_id, familia_id, mes) DO NOTHING RETURNING id`),
    ID_ROW,
  );
  return copied.length;
}
