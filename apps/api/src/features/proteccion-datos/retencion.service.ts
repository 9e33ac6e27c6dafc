import { limiteRetencion } from '@ventas/domain/proteccion-datos/lead-sin-contactar';
import {
  MENSAJES_PROTECCION,
  type OrigenRetencion,
  type VistaPrevia,
} from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import type { Database, TenantTx } from '../../db/database';
import { conflict, notFound } from '../../http/app-error';
import type { PurgaPayload } from './retencion-purga';
import { guardarRetencion, origenesRetencion, vistaPrevia } from './retencion.repository';

async function origenDe(tx: TenantTx, origenId: number, ahora: Date): Promise<OrigenRetencion> {
  const [origen] = await origenesRetencion(tx, ahora, origenId);
  if (!origen) throw notFound(MENSAJES_PROTECCION.origenNoEncontrado);
  return origen;
}

/** Retention per origin (SuperAdmin): periods, due counts, preview and the purge's payload. */
export function createRetencionService(database: Database, reloj: () => Date = () => new Date()) {
  return {
    origenes: (tenantId: number): Promise<OrigenRetencion[]> =>
      database.tenant(tenantId, (tx) => origenesRetencion(tx, reloj())),

    guardar: (tenantId: number, origenId: number, dias: number | null): Promise<OrigenRetencion> =>
      database.tenant(tenantId, async (tx) => {
        if (!(await guardarRetencion(tx, origenId, dias)))
          throw notFound(MENSAJES_PROTECCION.origenNoEncontrado);
        return origenDe(tx, origenId, reloj());
      }),

    vistaPrevia: (tenantId: number, origenId: number): Promise<VistaPrevia> =>
      database.tenant(tenantId, async (tx) => {
        const ahora = reloj();
        return vistaPrevia(tx, await origenDe(tx, origenId, ahora), ahora);
      }),

    /** What the purge job deletes: the origin's leads due now (the limit is fixed here). */
    purga: (tenantId: number, origenId: number): Promise<PurgaPayload> =>
      database.tenant(tenantId, async (tx) => {
        const origen = await origenDe(tx, origenId, new Date(0));
        const limite = limiteRetencion(reloj(), origen.retencion_dias);
        if (limite === null) throw conflict({ detail: MENSAJES_PROTECCION.sinRetencion });
        return { origenId, limite: limite.toISOString() };
      }),
  };
}
