import {
  activacionAntesDeSolicitud,
  MENSAJES_ADDITIONAL_INFO,
  type AdditionalInfo,
  type AdditionalInfoCreate,
  type AdditionalInfoUpdate,
} from '@ventas/domain/telework/additional-info-contract';
import type { ClienteViewer } from '@ventas/domain/telework/cliente-scope';
import { PAQUETE_NO_ENCONTRADO } from '@ventas/domain/telework/paquete-contract';
import type { Database, TenantTx } from '../../db/database';
import { conflict, invalid, notFound } from '../../http/app-error';
import { requireVisibleCliente } from '../clientes/clientes.public';
import {
  clienteOfPaquete,
  findAdditionalInfo,
  insertAdditionalInfo,
  updateAdditionalInfo,
} from './additional-info.repository';

/**
 * The package, if the caller may work its customer; otherwise 404. A package's additional info
 * (SPEC §3, §7; decision 75) is read and written only through here, so a package of another
 * customer, another tenant or none at all is the same 404, as every read of this feature answers.
 */
async function requireVisiblePaquete(tx: TenantTx, viewer: ClienteViewer, paqueteId: number) {
  const clienteId = await clienteOfPaquete(tx, paqueteId);
  if (clienteId === null) throw notFound(PAQUETE_NO_ENCONTRADO);
  await requireVisibleCliente(tx, viewer, clienteId, { notFoundMessage: PAQUETE_NO_ENCONTRADO });
}

async function answer(tx: TenantTx, id: number): Promise<AdditionalInfo> {
  const stored = await findAdditionalInfo(tx, 'id', id);
  if (!stored) throw new Error('La información adicional recién guardada no se encuentra');
  return stored.view;
}

/** GET ?paquete=N: the package's additional info, or 404 if it has none yet. */
export function additionalInfoOfPaquete(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  paqueteId: number,
): Promise<AdditionalInfo> {
  return database.tenant(tenantId, async (tx) => {
    await requireVisiblePaquete(tx, viewer, paqueteId);
    const stored = await findAdditionalInfo(tx, 'paquete', paqueteId);
    if (!stored) throw notFound(MENSAJES_ADDITIONAL_INFO.noEncontrada);
    return stored.view;
  });
}

/** One per package: a second is a 409 (the client updates the one there is). */
export function createAdditionalInfo(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  body: AdditionalInfoCreate,
): Promise<AdditionalInfo> {
  return database.tenant(tenantId, async (tx) => {
    const { paquete, ...fields } = body;
    await requireVisiblePaquete(tx, viewer, paquete);
    const id = await insertAdditionalInfo(tx, paquete, viewer.accountId, fields);
    if (id === null) throw conflict({ detail: MENSAJES_ADDITIONAL_INFO.duplicada });
    return answer(tx, id);
  });
}

/** Changes the fields sent; the date rule holds on the row as it ends up. */
export function changeAdditionalInfo(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  id: number,
  changes: AdditionalInfoUpdate,
): Promise<AdditionalInfo> {
  return database.tenant(tenantId, async (tx) => {
    const stored = await findAdditionalInfo(tx, 'id', id, { forUpdate: true });
    if (!stored) throw notFound(MENSAJES_ADDITIONAL_INFO.noEncontrada);
    await requireVisibleCliente(tx, viewer, stored.clienteId, {
      notFoundMessage: MENSAJES_ADDITIONAL_INFO.noEncontrada,
    });
    // Absent keeps the stored day; null clears it (so not `??`).
    const fechas = {
      fecha_solicitud:
        changes.fecha_solicitud === undefined ? stored.view.fecha_solicitud : changes.fecha_solicitud,
      fecha_activacion:
        changes.fecha_activacion === undefined ? stored.view.fecha_activacion : changes.fecha_activacion,
    };
    if (activacionAntesDeSolicitud(fechas))
      throw invalid({ fecha_activacion: [MENSAJES_ADDITIONAL_INFO.activacionAntesDeSolicitud] });
    await updateAdditionalInfo(tx, id, changes);
    return answer(tx, id);
  });
}
