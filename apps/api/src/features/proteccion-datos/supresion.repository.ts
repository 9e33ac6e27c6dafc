import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { NOMBRE_SUPRIMIDO } from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import { parsedRows, type TenantTx } from '../../db/database';

/**
 * Issue 17 "Right to erasure", table by table. Every personal column goes (cleared, or the
 * rows deleted); what the sales figures count stays: the customer row with its state, origin,
 * segment, dates and commercial, and its attentions, offers and packages with their states,
 * dates, prices and tariffs. Each function is one statement in the caller's transaction.
 */

/** Why a mail still waiting to leave did not (the agent reads it in the send's outcome). */
const ENVIO_CANCELADO_POR_SUPRESION = 'Cancelado: se suprimieron los datos del cliente';

/** suprimido_el is a nullable timestamptz: the drivers' text (drizzle keeps it unparsed), or a Date. */
const SUPRIMIDO_ROW = z.object({ suprimido_el: z.union([z.date(), z.string()]).nullable() });
const N_ROW = z.object({ n: z.number().int() });

/** The customer's erasure date, locked for the transaction; undefined when it does not exist. */
export async function suprimidoEl(tx: TenantTx, clienteId: number): Promise<Date | null | undefined> {
  const result = await tx.execute(
    sql`SELECT suprimido_el FROM clientes WHERE tenant_id = ${tx.tenantId} AND id = ${clienteId} FOR UPDATE`,
  );
  const fila = parsedRows(result, SUPRIMIDO_ROW)[0];
  if (!fila) return undefined;
  return fila.suprimido_el === null ? null : new Date(fila.suprimido_el);
}

/**
 * The customer's phones already on the do-not-call list for another reason now stay there
 * because of the erasure: their source becomes 'supresion' (never withdrawn), their free-text
 * reason goes; their first date stays as the evidence of when the person asked.
 */
export async function fijarNoLlamar(
  tx: TenantTx,
  clienteId: number,
  telefonos: readonly string[],
): Promise<void> {
  await tx.execute(
    sql`UPDATE no_llamar SET fuente = 'supresion', motivo = '', cliente_id = ${clienteId}
        WHERE tenant_id = ${tx.tenantId}
          AND (telefono = ANY(${`{${telefonos.join(',')}}`}::text[]) OR cliente_id = ${clienteId})
          AND (fuente <> 'supresion' OR motivo <> '' OR cliente_id IS DISTINCT FROM ${clienteId})`,
  );
}

/** Clears every personal value around the customer, then the customer's own. */
export async function borrarDatosPersonales(tx: TenantTx, clienteId: number): Promise<void> {
  const t = tx.tenantId;
  await tx.execute(sql`DELETE FROM telefonos_cliente WHERE tenant_id = ${t} AND cliente_id = ${clienteId}`);
  await tx.execute(sql`DELETE FROM notas_cliente WHERE tenant_id = ${t} AND cliente_id = ${clienteId}`);
  await tx.execute(
    sql`UPDATE atenciones SET notas = NULL
        WHERE tenant_id = ${t} AND cliente_id = ${clienteId} AND notas IS NOT NULL`,
  );
  await tx.execute(
    sql`UPDATE ofertas SET notas = NULL
        WHERE tenant_id = ${t} AND cliente_id = ${clienteId} AND notas IS NOT NULL`,
  );
  // The package's associated lines are the person's phone numbers.
  await tx.execute(
    sql`UPDATE paquetes SET lineas_asociadas = '[]'::jsonb
        WHERE tenant_id = ${t} AND cliente_id = ${clienteId} AND lineas_asociadas <> '[]'::jsonb`,
  );
  await tx.execute(
    sql`UPDATE paquete_additional_info i SET observaciones = NULL
        FROM paquetes p
        WHERE i.tenant_id = ${t} AND p.tenant_id = ${t} AND p.id = i.paquete_id
          AND p.cliente_id = ${clienteId} AND i.observaciones IS NOT NULL`,
  );
  // Issue 31 §3: the offers mailed to the customer keep their date, offer and outcome; the address,
  // the message (its template names the customer) and the server's answer (it quotes the address)
  // go. A send still waiting is cancelled: its job finds it no longer asked (envio-oferta.job.ts).
  await tx.execute(
    sql`UPDATE envios_oferta SET para = '', asunto = '', cuerpo = '', error = CASE
          WHEN estado = 'SOLICITADO' THEN ${ENVIO_CANCELADO_POR_SUPRESION} ELSE NULL END,
          estado = CASE WHEN estado = 'SOLICITADO' THEN 'FALLIDO' ELSE estado END,
          terminado_el = coalesce(terminado_el, now())
        WHERE tenant_id = ${t} AND cliente_id = ${clienteId}`,
  );
  // The import rows the customer came from keep only non-personal values.
  await tx.execute(
    sql`UPDATE importacion_filas SET datos = app_datos_personales_ocultos(datos)
        WHERE tenant_id = ${t} AND cliente_id = ${clienteId}`,
  );
  await tx.execute(
    sql`UPDATE clientes SET nombre = ${NOMBRE_SUPRIMIDO}, documento = NULL, tipo_documento = NULL,
          email = NULL, direccion = NULL, cp = NULL, localidad = NULL, notas = NULL,
          suprimido_el = now(), updated_on = now()
        WHERE tenant_id = ${t} AND id = ${clienteId}`,
  );
}

/** Hides the personal values of the customer's audit entries (migration 0029's function). */
export async function ocultarEnAuditoria(tx: TenantTx, clienteId: number): Promise<number> {
  const result = await tx.execute(sql`SELECT app_auditoria_suprimir_cliente(${clienteId}) AS n`);
  return Number(parsedRows(result, N_ROW)[0]?.n ?? 0);
}

/** The customer's phones, as stored. */
export async function telefonosDe(tx: TenantTx, clienteId: number): Promise<string[]> {
  const result = await tx.execute(
    sql`SELECT telefono FROM telefonos_cliente WHERE tenant_id = ${tx.tenantId} AND cliente_id = ${clienteId}`,
  );
  return parsedRows(result, z.object({ telefono: z.string() })).map((fila) => fila.telefono);
}

/** How many phones the list holds because of this customer. */
export async function telefonosEnLista(tx: TenantTx, clienteId: number): Promise<number> {
  const result = await tx.execute(
    sql`SELECT count(*)::int AS n FROM no_llamar WHERE tenant_id = ${tx.tenantId} AND cliente_id = ${clienteId}`,
  );
  return Number(parsedRows(result, N_ROW)[0]?.n ?? 0);
}
