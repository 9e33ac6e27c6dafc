import { randomInt } from 'node:crypto';
import type { Database } from '../../src/db/database';
import { atenciones, gestiones, ofertas, paquetes } from '../../src/db/schema/atenciones';
import { origenesBbdd } from '../../src/db/schema/catalogos';
import { clientes, notasCliente, telefonosCliente } from '../../src/db/schema/clientes';

/**
 * Test-only rows written straight into the tables through the tenant scope (row-level security
 * checks them). Customers come with the rows around them (phones, attentions, offers); the other
 * helpers return the new id. Random phones are unique per tenant.
 */

export const randomTelefono = () => `6${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

export interface ClienteSeed {
  nombre: string;
  documento?: string;
  tipoDocumento?: string;
  email?: string;
  telefonos?: string[];
  direccion?: string;
  cp?: string;
  localidad?: string;
  segmento?: string;
  ispActual?: string;
  razonNoInteresado?: string;
  notas?: string;
  estado?: string;
  comercialId?: number | null;
  origen?: string;
  fechaContacto?: string;
  updatedOn?: Date;
  agendado?: { fecha: Date; tipoLlamada?: string };
  noInteresado?: { razon: string; tipo: string };
  oferta?: { estado: number; tipoOferta?: string; fechaVenta?: Date; tarifaId?: number };
  contrato?: {
    isp?: string;
    estado?: string;
    segmento?: string;
    tariffCategory?: string;
    servicios?: string[];
    permanenceEnd?: string;
    estadoServicio?: string;
    packageId?: string;
    sfid?: string;
  };
}

export async function seedClientes(
  database: Database,
  tenantId: number,
  seeds: readonly ClienteSeed[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await database.tenant(tenantId, async (tx) => {
    const origenIds = new Map<string, number>();
    for (const seed of seeds) {
      let origenBbddId: number | null = null;
      if (seed.origen) {
        if (!origenIds.has(seed.origen)) {
          const [origen] = await tx
            .insert(origenesBbdd)
            .values({ tenantId, nombre: seed.origen })
            .returning();
          origenIds.set(seed.origen, origen?.id ?? 0);
        }
        origenBbddId = origenIds.get(seed.origen) ?? null;
      }
      const [row] = await tx
        .insert(clientes)
        .values({
          tenantId,
          nombre: seed.nombre,
          documento: seed.documento ?? null,
          tipoDocumento: seed.tipoDocumento ?? null,
          email: seed.email ?? null,
          direccion: seed.direccion ?? null,
          cp: seed.cp ?? null,
          localidad: seed.localidad ?? null,
          segmento: seed.segmento ?? null,
          ispActual: seed.ispActual ?? null,
          razonNoInteresado: seed.razonNoInteresado ?? null,
          notas: seed.notas ?? null,
          estado: seed.estado ?? 'NUEVO',
          comercialId: seed.comercialId ?? null,
          origenBbddId,
          fechaContacto: seed.fechaContacto ?? null,
          ...(seed.updatedOn ? { updatedOn: seed.updatedOn } : {}),
        })
        .returning({ id: clientes.id });
      const clienteId = row?.id ?? 0;
      ids.set(seed.nombre, clienteId);
      if (seed.telefonos?.length) {
        await tx
          .insert(telefonosCliente)
          .values(seed.telefonos.map((telefono, orden) => ({ tenantId, clienteId, telefono, orden })));
      }
      if (seed.agendado) {
        await tx.insert(atenciones).values({
          tenantId,
          clienteId,
          tipo: 'AGENDADO',
          fechaAgendado: seed.agendado.fecha,
          tipoLlamada: seed.agendado.tipoLlamada ?? null,
        });
      }
      if (seed.noInteresado) {
        await tx.insert(atenciones).values({
          tenantId,
          clienteId,
          tipo: 'NO_INTERESADO',
          razonNoInteresado: seed.noInteresado.razon,
          tipoNoInteresado: seed.noInteresado.tipo,
        });
      }
      if (seed.oferta || seed.contrato) {
        const [atencion] = await tx
          .insert(atenciones)
          .values({ tenantId, clienteId, tipo: 'OFERTA' })
          .returning({ id: atenciones.id });
        const [oferta] = await tx
          .insert(ofertas)
          .values({
            tenantId,
            atencionId: atencion?.id ?? 0,
            clienteId,
            estado: seed.oferta?.estado ?? 4,
            tipoOferta: seed.oferta?.tipoOferta ?? null,
            fechaVenta: seed.oferta?.fechaVenta ?? null,
          })
          .returning({ id: ofertas.id });
        const contrato = seed.contrato ?? {};
        await tx.insert(paquetes).values({
          tenantId,
          ofertaId: oferta?.id ?? 0,
          clienteId,
          tarifaId: seed.oferta?.tarifaId ?? null,
          estado: contrato.estado ?? 'ACTIVO',
          isp: contrato.isp ?? null,
          segmento: contrato.segmento ?? null,
          tariffCategory: contrato.tariffCategory ?? null,
          servicios: contrato.servicios ?? [],
          permanenceEnd: contrato.permanenceEnd ?? null,
          estadoServicio: contrato.estadoServicio ?? null,
          packageId: contrato.packageId ?? null,
          sfid: contrato.sfid ?? null,
        });
      }
    }
  });
  return ids;
}

/** One customer (by default 'Cliente Prueba', NUEVO, unassigned); its id. */
export async function insertCliente(
  database: Database,
  tenantId: number,
  seed: Partial<ClienteSeed> = {},
): Promise<number> {
  const nombre = seed.nombre ?? 'Cliente Prueba';
  const ids = await seedClientes(database, tenantId, [{ ...seed, nombre }]);
  const id = ids.get(nombre);
  if (id === undefined) throw new Error('insertCliente');
  return id;
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
    /** How the offer was quoted, and when it was created (the pipeline's filters). */
    operador?: string;
    segmento?: string;
    createdOn?: Date;
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
        operador: values.operador ?? null,
        segmento: values.segmento ?? null,
        ...(values.createdOn ? { createdOn: values.createdOn } : {}),
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
