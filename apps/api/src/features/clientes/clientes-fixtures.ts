import type { Database } from '../../db/database';
import { atenciones, ofertas, paquetes } from '../../db/schema/atenciones';
import { origenesBbdd } from '../../db/schema/catalogos';
import { clientes, telefonosCliente } from '../../db/schema/clientes';

/** Test-only: inserts customers with the rows around them, straight into the tables. */
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
