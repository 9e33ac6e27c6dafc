import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MENSAJES_CIERRE } from '@ventas/domain/calculadora/extracto-contract';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { primerDia, textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { parsedRows, type TenantTx } from '../../db/database';
import { conflict } from '../../http/app-error';

/** Month close (issue 14, beyond the spec): a closed month's objectives and figures are frozen. */

export async function esMesCerrado(tx: TenantTx, mes: Mes): Promise<boolean> {
  const rows = parsedRows(
    await tx.execute(sql`
      SELECT EXISTS (SELECT 1 FROM meses_cerrados
        WHERE tenant_id = app_current_tenant() AND mes = ${primerDia(mes)}::date) AS cerrado`),
    z.object({ cerrado: z.boolean() }),
  );
  return rows[0]?.cerrado === true;
}

/** 409 before any write to a closed month's objectives, pools or counted sales. */
export async function exigirMesAbierto(tx: TenantTx, mes: Mes): Promise<void> {
  if (await esMesCerrado(tx, mes)) {
    throw conflict({ detail: MENSAJES_CIERRE.mesCerrado(textoMes(mes)) });
  }
}
