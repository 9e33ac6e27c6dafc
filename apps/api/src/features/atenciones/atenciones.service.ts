import {
  ESTADO_AGENDADOS_PENDIENTES_TRAS_ENTRADA,
  ESTADO_CLIENTE_TRAS_ENTRADA,
  ESTADO_INICIAL_ENTRADA,
} from '@ventas/domain/telework/atencion-constants';
import { seesAllClientes, type ClienteViewer } from '@ventas/domain/telework/cliente-scope';
import type { NuevaEntrada } from '@ventas/domain/telework/telework-schemas';
import type { Database, TenantTx } from '../../db/database';
import { invalid, notFound } from '../../http/app-error';
import type { AtencionView, Contract } from '@ventas/domain/telework/atenciones-contract';
import { toAtencionView } from './atencion-view';
import {
  findAtencion,
  insertAtencion,
  isActiveGestion,
  listAtencionesOfCliente,
  listContractsOfCliente,
  ofertasByAtencion,
  closePendingAgendados,
  touchCliente,
  type ClienteChanges,
} from './atenciones.repository';
import { requireVisibleCliente } from '../clientes/clientes.public';

export const ATENCION_NO_ENCONTRADA = 'No se ha encontrado la atención';
const GESTION_NO_VALIDA = 'La gestión no existe o no está activa';

export function historicoOfCliente(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  clienteId: number,
): Promise<AtencionView[]> {
  return database.tenant(tenantId, async (tx) => {
    await requireVisibleCliente(tx, viewer, clienteId);
    const rows = await listAtencionesOfCliente(tx, clienteId);
    const ofertas = await ofertasByAtencion(
      tx,
      clienteId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toAtencionView(row, ofertas.get(row.id)));
  });
}

export function contractsOfCliente(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  clienteId: number,
) {
  return database.tenant(tenantId, async (tx): Promise<Contract[]> => {
    await requireVisibleCliente(tx, viewer, clienteId);
    const rows = await listContractsOfCliente(tx, clienteId);
    return rows.map((row) => ({
      ...row,
      en_vuelo: row.estado === 'VUELO',
      created_on: row.created_on.toISOString(),
    }));
  });
}

export async function loadAtencionView(tx: TenantTx, id: number): Promise<AtencionView | null> {
  const row = await findAtencion(tx, id);
  if (!row) return null;
  const ofertas = await ofertasByAtencion(tx, row.clienteId, [row.id]);
  return toAtencionView(row, ofertas.get(row.id));
}

/** One attention, if its customer is one the caller may work. */
export function atencionById(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  id: number,
): Promise<AtencionView> {
  return database.tenant(tenantId, async (tx) => {
    const view = await loadAtencionView(tx, id);
    if (!view) throw notFound(ATENCION_NO_ENCONTRADA);
    await requireVisibleCliente(tx, viewer, view.cliente, {
      notFoundMessage: ATENCION_NO_ENCONTRADA,
    });
    return view;
  });
}

/**
 * Records an agendado, a no-interest or a gestión and updates the customer, in one transaction:
 * the attention (by the caller), the customer's estado, reason and updated_on, and an
 * unassigned customer becomes the calling Comercial's. A new agendado replaces pending ones.
 */
export function createEntrada(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  entrada: NuevaEntrada,
): Promise<AtencionView> {
  return database.tenant(tenantId, async (tx) => {
    // Locked: two entries for one customer at once must not both leave a pending agendado.
    const cliente = await requireVisibleCliente(tx, viewer, entrada.cliente, { forUpdate: true });
    const gestionId = entrada.tipo === 'GESTION' ? (entrada.gestion ?? null) : null;
    if (gestionId !== null && !(await isActiveGestion(tx, gestionId))) {
      throw invalid({ gestion: [GESTION_NO_VALIDA] });
    }
    const closesPending = ESTADO_AGENDADOS_PENDIENTES_TRAS_ENTRADA[entrada.tipo];
    if (closesPending) await closePendingAgendados(tx, cliente.id, closesPending);

    const noInteresado = entrada.tipo === 'NO_INTERESADO';
    const id = await insertAtencion(tx, {
      clienteId: cliente.id,
      comercialId: viewer.accountId,
      tipo: entrada.tipo,
      estado: ESTADO_INICIAL_ENTRADA[entrada.tipo],
      notas: entrada.notas || null,
      tipoLlamada: entrada.tipo_llamada || null,
      fechaAgendado:
        entrada.tipo === 'AGENDADO' && entrada.fechaAgendado ? new Date(entrada.fechaAgendado) : null,
      razonNoInteresado: noInteresado ? (entrada.razon ?? null) : null,
      tipoNoInteresado: noInteresado ? entrada.tipoNoInteresado || null : null,
      gestionId,
    });

    const changes: ClienteChanges = {};
    const estado = ESTADO_CLIENTE_TRAS_ENTRADA[entrada.tipo];
    if (estado) changes.estado = estado;
    if (noInteresado) changes.razonNoInteresado = entrada.razon ?? null;
    if (cliente.comercialId === null && !seesAllClientes(viewer)) changes.comercialId = viewer.accountId;
    await touchCliente(tx, cliente.id, changes);

    const view = await loadAtencionView(tx, id);
    if (!view) throw new Error('La atención recién creada no se encuentra');
    return view;
  });
}
