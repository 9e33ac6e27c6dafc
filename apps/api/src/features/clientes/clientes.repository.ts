import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_TELEFONOS, type ClienteForm } from '@ventas/domain/clientes/cliente-form';
import { parsedRows, type TenantTx } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { origenesBbdd } from '../../db/schema/catalogos';
import { clientes, telefonosCliente } from '../../db/schema/clientes';
import type { ClienteScope } from './clientes-scope';
import { textArray } from '../../lists/filter-sql';

const columnsOf = (form: ClienteForm) => ({
  nombre: form.nombre,
  documento: form.documento,
  tipoDocumento: form.tipo_documento,
  email: form.email,
  origenBbddId: form.origen_bbdd,
  segmento: form.segmento,
  ispActual: form.isp_actual,
  razonNoInteresado: form.razon_no_interesado,
  direccion: form.direccion.direccion,
  cp: form.direccion.cp,
  localidad: form.direccion.localidad,
  fechaContacto: form.fecha_contacto,
  comercialId: form.comercial,
  notas: form.notas,
});

export async function insertCliente(tx: TenantTx, form: ClienteForm): Promise<number> {
  const [row] = await tx
    .insert(clientes)
    .values({ tenantId: tx.tenantId, ...columnsOf(form) })
    .returning({ id: clientes.id });
  if (!row) throw new Error('insert clientes returned nothing');
  await replacePhones(tx, row.id, form.telefonos_contacto);
  return row.id;
}

export async function updateCliente(tx: TenantTx, id: number, form: ClienteForm): Promise<void> {
  await tx
    .update(clientes)
    .set({ ...columnsOf(form), updatedOn: new Date() })
    .where(and(eq(clientes.tenantId, tx.tenantId), eq(clientes.id, id)));
  await replacePhones(tx, id, form.telefonos_contacto);
}

async function replacePhones(tx: TenantTx, clienteId: number, telefonos: string[]): Promise<void> {
  await tx
    .delete(telefonosCliente)
    .where(and(eq(telefonosCliente.tenantId, tx.tenantId), eq(telefonosCliente.clienteId, clienteId)));
  if (telefonos.length === 0) return;
  await tx
    .insert(telefonosCliente)
    .values(telefonos.map((telefono, orden) => ({ tenantId: tx.tenantId, clienteId, telefono, orden })));
}

export async function deleteCliente(tx: TenantTx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(clientes)
    .where(and(eq(clientes.tenantId, tx.tenantId), eq(clientes.id, id)))
    .returning({ id: clientes.id });
  return rows.length > 0;
}

/** Whether the customer's data were erased (issue 17): its form can no longer be saved. */
export async function isSuprimido(tx: TenantTx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ suprimidoEl: clientes.suprimidoEl })
    .from(clientes)
    .where(and(eq(clientes.tenantId, tx.tenantId), eq(clientes.id, id)));
  return row?.suprimidoEl != null;
}

/** Whether the customer exists and the scope may work it. */
export async function isVisible(tx: TenantTx, id: number, scope: ClienteScope): Promise<boolean> {
  const conditions = [eq(clientes.tenantId, tx.tenantId), eq(clientes.id, id)];
  if (!scope.seesAll) {
    conditions.push(sql`(${clientes.comercialId} = ${scope.accountId} OR ${clientes.comercialId} IS NULL)`);
  }
  const [row] = await tx
    .select({ id: clientes.id })
    .from(clientes)
    .where(and(...conditions));
  return row !== undefined;
}

export interface Duplicate {
  clienteId: number;
  nombre: string;
  comercialId: number | null;
  field: 'documento' | 'telefonos_contacto';
  value: string;
}

/** The first other customer of the tenant holding this document or one of these phones. */
export async function findDuplicate(
  tx: TenantTx,
  form: ClienteForm,
  excludeId: number | null,
): Promise<Duplicate | null> {
  const notSelf = excludeId === null ? [] : [ne(clientes.id, excludeId)];
  if (form.documento) {
    const [row] = await tx
      .select({ id: clientes.id, nombre: clientes.nombre, comercialId: clientes.comercialId })
      .from(clientes)
      .where(and(eq(clientes.tenantId, tx.tenantId), eq(clientes.documento, form.documento), ...notSelf));
    if (row) {
      return {
        clienteId: row.id,
        nombre: row.nombre,
        comercialId: row.comercialId,
        field: 'documento',
        value: form.documento,
      };
    }
  }
  if (form.telefonos_contacto.length) {
    const [row] = await tx
      .select({
        id: clientes.id,
        nombre: clientes.nombre,
        comercialId: clientes.comercialId,
        telefono: telefonosCliente.telefono,
      })
      .from(telefonosCliente)
      .innerJoin(
        clientes,
        and(eq(clientes.tenantId, telefonosCliente.tenantId), eq(clientes.id, telefonosCliente.clienteId)),
      )
      .where(
        and(
          eq(telefonosCliente.tenantId, tx.tenantId),
          inArray(telefonosCliente.telefono, form.telefonos_contacto),
          ...notSelf,
        ),
      )
      .limit(1);
    if (row) {
      return {
        clienteId: row.id,
        nombre: row.nombre,
        comercialId: row.comercialId,
        field: 'telefonos_contacto',
        value: row.telefono,
      };
    }
  }
  return null;
}

export async function accountExists(tx: TenantTx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tx.tenantId), eq(accounts.id, id)));
  return row !== undefined;
}

export async function origenExists(tx: TenantTx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: origenesBbdd.id })
    .from(origenesBbdd)
    .where(and(eq(origenesBbdd.tenantId, tx.tenantId), eq(origenesBbdd.id, id)));
  return row !== undefined;
}

/**
 * Adds to the customer's contact phones those of `telefonos` nobody of the tenant has yet (SPEC
 * §5 "Offer save": an offer's lines join the customer's phones when missing), after the ones it
 * has and within MAX_TELEFONOS. A phone another customer holds is left out (the unique key).
 * Answers the phones added.
 */
export async function addMissingTelefonos(
  tx: TenantTx,
  clienteId: number,
  telefonos: readonly string[],
): Promise<string[]> {
  if (telefonos.length === 0) return [];
  const result = await tx.execute(sql`
    WITH current AS (
      SELECT count(*)::int AS n, coalesce(max(orden), -1) AS last
      FROM telefonos_cliente WHERE tenant_id = ${tx.tenantId} AND cliente_id = ${clienteId}
    ), wanted AS (
      SELECT t.telefono, t.position
      FROM unnest(${textArray(telefonos)}) WITH ORDINALITY AS t(telefono, position)
      WHERE NOT EXISTS (
        SELECT 1 FROM telefonos_cliente x WHERE x.tenant_id = ${tx.tenantId} AND x.telefono = t.telefono
      )
      ORDER BY t.position
      LIMIT greatest(0, ${MAX_TELEFONOS} - (SELECT n FROM current))
    )
    INSERT INTO telefonos_cliente (tenant_id, cliente_id, telefono, orden)
    SELECT ${tx.tenantId}, ${clienteId}, w.telefono, (SELECT last FROM current) + row_number() OVER (ORDER BY w.position)
    FROM wanted w
    ON CONFLICT DO NOTHING
    RETURNING telefono`);
  return parsedRows(result, z.object({ telefono: z.string() })).map((row) => row.telefono);
}
