import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FuenteNoLlamar } from '@ventas/domain/no-llamar/no-llamar-contract';
import { parsedRows, type TenantTx } from '../../db/database';
import { telefonosNoLlamarSql } from './no-llamar-sql';

const ID_ROW = z.object({ id: z.number() });

export interface Marca {
  clienteId: number | null;
  fuente: FuenteNoLlamar;
  motivo: string;
  createdBy: number;
}

/**
 * Puts the phones (normalised, distinct) on the list in one statement; a phone already there is
 * left as it was (its first date, source and author stand). Answers how many were new.
 */
export async function marcarTelefonos(
  tx: TenantTx,
  telefonos: readonly string[],
  marca: Marca,
): Promise<number> {
  if (telefonos.length === 0) return 0;
  // One text[] parameter whatever the count: normalised phones are digits and '+', safe in a literal.
  const lista = `{${telefonos.join(',')}}`;
  const result = await tx.execute(
    sql`INSERT INTO no_llamar (tenant_id, telefono, cliente_id, fuente, motivo, created_by)
        SELECT ${tx.tenantId}, t, ${marca.clienteId}, ${marca.fuente}, ${marca.motivo}, ${marca.createdBy}
        FROM unnest(${lista}::text[]) AS t
        ON CONFLICT (tenant_id, telefono) DO NOTHING
        RETURNING id`,
  );
  return parsedRows(result, ID_ROW).length;
}

/** The row of a phone on the list, or null. */
export async function idDeTelefono(tx: TenantTx, telefono: string): Promise<number | null> {
  const result = await tx.execute(
    sql`SELECT id FROM no_llamar WHERE tenant_id = ${tx.tenantId} AND telefono = ${telefono}`,
  );
  const row = parsedRows(result, ID_ROW)[0];
  return row ? Number(row.id) : null;
}

/** The customer's phones, as stored (normalised), in the customer's order. */
export async function telefonosDeCliente(tx: TenantTx, clienteId: number): Promise<string[]> {
  const result = await tx.execute(
    sql`SELECT telefono FROM telefonos_cliente
        WHERE tenant_id = ${tx.tenantId} AND cliente_id = ${clienteId} ORDER BY orden, id`,
  );
  return parsedRows(result, z.object({ telefono: z.string() })).map((row) => row.telefono);
}

/** The customer's phones that are on the list. */
export async function noLlamarDeCliente(tx: TenantTx, clienteId: number): Promise<string[]> {
  const result = await tx.execute(
    sql`SELECT ${telefonosNoLlamarSql(sql`${tx.tenantId}::int`, sql`${clienteId}::int`)} AS telefonos`,
  );
  return parsedRows(result, z.object({ telefonos: z.array(z.string()) }))[0]?.telefonos ?? [];
}

/** Takes a phone off the list. */
export async function retirarTelefono(tx: TenantTx, id: number): Promise<void> {
  await tx.execute(sql`DELETE FROM no_llamar WHERE tenant_id = ${tx.tenantId} AND id = ${id}`);
}

/** The source of a row, locked, or null when there is none (read before a withdrawal). */
export async function fuenteDe(tx: TenantTx, id: number): Promise<string | null> {
  const result = await tx.execute(
    sql`SELECT fuente FROM no_llamar WHERE tenant_id = ${tx.tenantId} AND id = ${id} FOR UPDATE`,
  );
  return parsedRows(result, z.object({ fuente: z.string() }))[0]?.fuente ?? null;
}
