import { and, eq, sql, type SQL } from 'drizzle-orm';
import { toComercialRef } from '@ventas/domain/people/comercial-ref';
import type { AdditionalInfo, AdditionalInfoUpdate } from '@ventas/domain/telework/additional-info-contract';
import type { TenantTx } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { paqueteAdditionalInfo as info, paquetes } from '../../db/schema/atenciones';

/** The customer of a package, or null if the tenant has no such package. */
export async function clienteOfPaquete(tx: TenantTx, paqueteId: number): Promise<number | null> {
  const [row] = await tx
    .select({ clienteId: paquetes.clienteId })
    .from(paquetes)
    .where(and(eq(paquetes.tenantId, tx.tenantId), eq(paquetes.id, paqueteId)));
  return row?.clienteId ?? null;
}

const columns = {
  id: info.id,
  paquete: info.paqueteId,
  numero_pedido: info.numeroPedido,
  fecha_solicitud: info.fechaSolicitud,
  fecha_instalacion: info.fechaInstalacion,
  fecha_activacion: info.fechaActivacion,
  portabilidad: info.portabilidad,
  operador_donante: info.operadorDonante,
  observaciones: info.observaciones,
  createdOn: info.createdOn,
  updatedOn: info.updatedOn,
  clienteId: paquetes.clienteId,
  comercialId: accounts.id,
  comercialNombre: accounts.nombre,
  comercialApellidos: accounts.apellidos,
  comercialUsername: accounts.username,
};

/** An additional info as stored, with its package's customer (for the caller's scope). */
export interface StoredAdditionalInfo {
  clienteId: number;
  view: AdditionalInfo;
}

/** The additional info `where` selects (on `info`), locked for an update when asked. */
export async function findAdditionalInfo(
  tx: TenantTx,
  where: 'id' | 'paquete',
  value: number,
  options: { forUpdate?: boolean } = {},
): Promise<StoredAdditionalInfo | null> {
  const key: SQL = where === 'id' ? eq(info.id, value) : eq(info.paqueteId, value);
  const query = tx
    .select(columns)
    .from(info)
    .innerJoin(paquetes, and(eq(paquetes.tenantId, info.tenantId), eq(paquetes.id, info.paqueteId)))
    .leftJoin(accounts, and(eq(accounts.tenantId, info.tenantId), eq(accounts.id, info.createdBy)))
    .where(and(eq(info.tenantId, tx.tenantId), key));
  const [row] = options.forUpdate ? await query.for('update', { of: info }) : await query;
  if (!row) return null;
  const {
    createdOn,
    updatedOn,
    clienteId,
    comercialId,
    comercialNombre,
    comercialApellidos,
    comercialUsername,
    ...fields
  } = row;
  return {
    clienteId,
    view: {
      ...fields,
      created_by: toComercialRef({ comercialId, comercialNombre, comercialApellidos, comercialUsername }),
      created_on: createdOn.toISOString(),
      updated_on: updatedOn.toISOString(),
    },
  };
}

/** The columns of the fields given (absent ones are left out). */
function columnValues(fields: AdditionalInfoUpdate) {
  return {
    numeroPedido: fields.numero_pedido,
    fechaSolicitud: fields.fecha_solicitud,
    fechaInstalacion: fields.fecha_instalacion,
    fechaActivacion: fields.fecha_activacion,
    portabilidad: fields.portabilidad,
    operadorDonante: fields.operador_donante,
    observaciones: fields.observaciones,
  };
}

/**
 * A package's additional info; null if it already has one (the unique key, so two requests at
 * once cannot both create one). Absent fields take the column's default.
 */
export async function insertAdditionalInfo(
  tx: TenantTx,
  paqueteId: number,
  createdBy: number,
  fields: AdditionalInfoUpdate,
): Promise<number | null> {
  const [row] = await tx
    .insert(info)
    .values({ tenantId: tx.tenantId, paqueteId, createdBy, ...columnValues(fields) })
    .onConflictDoNothing({ target: [info.tenantId, info.paqueteId] })
    .returning({ id: info.id });
  return row?.id ?? null;
}

/** Writes the fields given; the others keep their value. */
export async function updateAdditionalInfo(
  tx: TenantTx,
  id: number,
  fields: AdditionalInfoUpdate,
): Promise<void> {
  await tx
    .update(info)
    .set({ ...columnValues(fields), updatedOn: sql`now()` })
    .where(and(eq(info.tenantId, tx.tenantId), eq(info.id, id)));
}
