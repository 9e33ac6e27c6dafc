import { randomInt } from 'node:crypto';
import type { Database } from '../../db/database';
import { atenciones, gestiones, ofertas, paquetes } from '../../db/schema/atenciones';
import { clientes, notasCliente, telefonosCliente } from '../../db/schema/clientes';

/**
 * Test rows written straight into the tables through the tenant scope (row-level security
 * checks them); each helper returns the new id. Phones are random: they are unique per tenant.
 */

export const randomTelefono = () => `6${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

export async function insertCliente(
  database: Database,
  tenantId: number,
  values: { nombre?: string; comercialId?: number | null; estado?: string; telefonos?: string[] } = {},
): Promise<number> {
  return database.tenant(tenantId, async (tx) => {
    const [row] = await tx
      .insert(clientes)
      .values({
        tenantId,
        nombre: values.nombre ?? 'Cliente Prueba',
        comercialId: values.comercialId ?? null,
        estado: values.estado ?? 'NUEVO',
      })
      .returning({ id: clientes.id });
    if (!row) throw new Error('insertCliente');
    const telefonos = values.telefonos ?? [];
    if (telefonos.length > 0) {
      await tx
        .insert(telefonosCliente)
        .values(telefonos.map((telefono, orden) => ({ tenantId, clienteId: row.id, telefono, orden })));
    }
    return row.id;
  });
}

export interface AtencionFixture {
  clienteId: number;
  comercialId?: number | null;
  tipo?: string;
  estado?: string;
  notas?: string | null;
  fechaAgendado?: Date | null;
  razonNoInteresado?: string | null;
  tipoNoInteresado?: string | null;
  gestionId?: number | null;
  updatedOn?: Date;
}

export async function insertAtencion(
  database: Database,
  tenantId: number,
  values: AtencionFixture,
): Promise<number> {
  return database.tenant(tenantId, async (tx) => {
    const [row] = await tx
      .insert(atenciones)
      .values({
        tenantId,
        clienteId: values.clienteId,
        comercialId: values.comercialId ?? null,
        tipo: values.tipo ?? 'AGENDADO',
        estado: values.estado ?? 'PENDIENTE',
        notas: values.notas ?? null,
        fechaAgendado: values.fechaAgendado ?? null,
        razonNoInteresado: values.razonNoInteresado ?? null,
        tipoNoInteresado: values.tipoNoInteresado ?? null,
        gestionId: values.gestionId ?? null,
        ...(values.updatedOn ? { updatedOn: values.updatedOn } : {}),
      })
      .returning({ id: atenciones.id });
    if (!row) throw new Error('insertAtencion');
    return row.id;
  });
}

export async function insertGestion(
  database: Database,
  tenantId: number,
  values: { name: string; isActive?: boolean; operator?: string | null; tipoGestion?: string | null },
): Promise<number> {
  return database.tenant(tenantId, async (tx) => {
    const [row] = await tx
      .insert(gestiones)
      .values({
        tenantId,
        name: values.name,
        isActive: values.isActive ?? true,
        operator: values.operator ?? null,
        tipoGestion: values.tipoGestion ?? null,
      })
      .returning({ id: gestiones.id });
    if (!row) throw new Error('insertGestion');
    return row.id;
  });
}

/** An OFERTA attention with its offer and one package per given package state. */
export async function insertOferta(
  database: Database,
  tenantId: number,
  values: {
    clienteId: number;
    comercialId?: number | null;
    estado?: number;
    precioTotal?: string;
    paquetes?: Array<Partial<typeof paquetes.$inferInsert> & { estado: string }>;
    updatedOn?: Date;
  },
): Promise<{ atencionId: number; ofertaId: number; paqueteIds: number[] }> {
  const atencionId = await insertAtencion(database, tenantId, {
    clienteId: values.clienteId,
    comercialId: values.comercialId ?? null,
    tipo: 'OFERTA',
    estado: 'REALIZADO',
    ...(values.updatedOn ? { updatedOn: values.updatedOn } : {}),
  });
  return database.tenant(tenantId, async (tx) => {
    const [oferta] = await tx
      .insert(ofertas)
      .values({
        tenantId,
        atencionId,
        clienteId: values.clienteId,
        estado: values.estado ?? 1,
        precioTotal: values.precioTotal ?? null,
      })
      .returning({ id: ofertas.id });
    if (!oferta) throw new Error('insertOferta');
    const paqueteIds: number[] = [];
    for (const paquete of values.paquetes ?? []) {
      const [row] = await tx
        .insert(paquetes)
        .values({ ...paquete, tenantId, ofertaId: oferta.id, clienteId: values.clienteId })
        .returning({ id: paquetes.id });
      if (row) paqueteIds.push(row.id);
    }
    return { atencionId, ofertaId: oferta.id, paqueteIds };
  });
}

export async function insertNota(
  database: Database,
  tenantId: number,
  values: { clienteId: number; comercialId: number | null; nota: string; createdOn?: Date },
): Promise<number> {
  return database.tenant(tenantId, async (tx) => {
    const [row] = await tx
      .insert(notasCliente)
      .values({ tenantId, ...values })
      .returning({ id: notasCliente.id });
    if (!row) throw new Error('insertNota');
    return row.id;
  });
}
