import type { ClienteForm } from '@ventas/domain/clientes/cliente-form';
import type { EstadoCliente } from '@ventas/domain/clientes/cliente-labels';
import type { OfertaDetail, OfertaEntrada, OfertaForm } from '@ventas/domain/ofertas/oferta-contract';
import type { CotizacionPaquete } from '@ventas/domain/ofertas/oferta-cotizacion';
import type { AtencionView } from '@ventas/domain/telework/atenciones-contract';
import { seesAllClientes, type ClienteViewer } from '@ventas/domain/telework/cliente-scope';
import {
  esOfertaVendida,
  estadoOfertaLabel,
  type EstadoOfertaId,
} from '@ventas/domain/ofertas/oferta-estados';
import { movimientoOferta } from '@ventas/domain/ofertas/declaracion-venta';
import { canMoveOferta, MENSAJE_TRANSICION } from '@ventas/domain/ofertas/oferta-transitions';
import type { Database, TenantTx } from '../../../db/database';
import { invalid, notFound } from '../../../http/app-error';
import { addMissingTelefonos, requireVisibleCliente, saveClienteForm } from '../../clientes/clientes.public';
import {
  closePendingAgendados,
  insertAtencion,
  touchCliente,
  type ClienteChanges,
} from '../atenciones.repository';
import { loadAtencionView } from '../atenciones.service';
import { SIN_SOLICITUD, type ActivacionValues } from './declaracion-venta.repository';
import { conDeclaracion, contextoDeclaracion } from './declaracion-venta.service';
import { loadOfertaDetail } from './oferta-detail';
import { conPreciosHoy } from './oferta-precios-hoy';
import { priceOfertaForm } from './oferta-pricing';
import { comprobarTiposVenta } from './oferta-tipo-venta';
import * as repository from './ofertas.repository';

export const OFERTA_NO_ENCONTRADA = 'No se ha encontrado la oferta';
const PAQUETE_AJENO = 'El paquete no es de esta oferta';
const PAQUETE_ACTIVO = 'Un paquete activo no se puede quitar de la oferta: cancélelo antes';

const ESTADO_INICIAL: EstadoOfertaId = 1;

/**
 * The customer side of a save, in the offer's transaction (SPEC §4, §5 "Offer save"): the
 * customer form when sent (a phone another customer holds is a 409 naming it), then the offer's
 * lines added to its phones when missing, its status when the save changes it (clienteEstado),
 * and an unassigned customer becomes the saving Comercial's.
 */
async function updateCliente(
  tx: TenantTx,
  viewer: ClienteViewer,
  cliente: { id: number; comercialId: number | null },
  form: { datosCliente?: ClienteForm; lineas: string[]; estado: EstadoCliente | null },
): Promise<void> {
  const seesAll = seesAllClientes(viewer);
  if (form.datosCliente)
    await saveClienteForm(tx, cliente.id, form.datosCliente, { accountId: viewer.accountId, seesAll });
  const changes: ClienteChanges = form.estado ? { estado: form.estado } : {};
  const comercialId = form.datosCliente ? form.datosCliente.comercial : cliente.comercialId;
  if (comercialId === null && !seesAll) changes.comercialId = viewer.accountId;
  // Touched before the phones are added: a touch rewrites all the customer's search terms, so the
  // new phones' terms are then written once, by their own insert (bench/offers.ts).
  await touchCliente(tx, cliente.id, changes);
  await addMissingTelefonos(tx, cliente.id, form.lineas);
}

/**
 * The customer's status after a save: VENDIDO once an offer is sold; a new offer makes it OFERTA,
 * but never takes a customer who bought back from VENDIDO; an edit otherwise leaves it.
 */
function clienteEstado(mode: 'create' | 'edit', vendida: boolean, actual: string): EstadoCliente | null {
  if (vendida) return 'VENDIDO';
  return mode === 'create' && actual !== 'VENDIDO' ? 'OFERTA' : null;
}

const lineasOf = (form: OfertaForm) => [
  ...new Set(form.paquetes.flatMap((paquete) => paquete.lineasAsociadas)),
];

/**
 * CREATE (POST /api/atenciones/entradas/ with tipo OFERTA): a new OFERTA attention by the caller
 * with its offer and packages, priced now, and the customer's changes, in one transaction.
 * Packages without a tariff are dropped (SPEC §5). The customer's pending agendados are done.
 */
export function createOferta(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  entrada: OfertaEntrada,
): Promise<AtencionView> {
  const form: OfertaForm = {
    ...entrada.oferta,
    paquetes: entrada.oferta.paquetes.filter((paquete) => paquete.tarifa !== null),
  };
  const estado = (form.estado ?? ESTADO_INICIAL) as EstadoOfertaId;
  if (!canMoveOferta(ESTADO_INICIAL, estado)) {
    throw invalid({ 'oferta.estado': [MENSAJE_TRANSICION('nueva', estadoOfertaLabel(estado) ?? '')] });
  }
  return database.tenant(tenantId, async (tx) => {
    const cliente = await requireVisibleCliente(tx, viewer, entrada.cliente, { forUpdate: true });
    await comprobarTiposVenta(tx, form.paquetes, new Map(), 'oferta.');
    const priced = await priceOfertaForm(tx, form, {
      previous: new Map(),
      clienteSegmento: form.datosCliente?.segmento ?? cliente.segmento,
      prefix: 'oferta.',
    });
    await closePendingAgendados(tx, cliente.id, 'REALIZADO');
    const atencionId = await insertAtencion(tx, {
      clienteId: cliente.id,
      comercialId: viewer.accountId,
      tipo: 'OFERTA',
      estado: 'REALIZADO',
      notas: entrada.notas,
      tipoLlamada: entrada.tipo_llamada,
      fechaAgendado: null,
      razonNoInteresado: null,
      tipoNoInteresado: null,
      gestionId: null,
    });
    const vendida = esOfertaVendida(estado);
    const ofertaId = await repository.insertOferta(
      tx,
      { atencionId, clienteId: cliente.id, fechaVenta: vendida ? new Date() : null },
      { ...priced.oferta, estado, cotizadaEl: new Date() },
    );
    await repository.insertPaquetes(tx, { ofertaId, clienteId: cliente.id }, priced.paquetes);
    await updateCliente(tx, viewer, cliente, {
      datosCliente: form.datosCliente,
      lineas: lineasOf(form),
      estado: clienteEstado('create', vendida, cliente.estado),
    });
    const view = await loadAtencionView(tx, atencionId);
    if (!view) throw new Error('La atención recién creada no se encuentra');
    return view;
  });
}

/** The offer locked for a change and its customer, if the caller may work it; otherwise a 404. */
export async function requireVisibleOferta(tx: TenantTx, viewer: ClienteViewer, id: number) {
  const oferta = await repository.lockOferta(tx, id);
  if (!oferta) throw notFound(OFERTA_NO_ENCONTRADA);
  const cliente = await requireVisibleCliente(tx, viewer, oferta.clienteId, {
    notFoundMessage: OFERTA_NO_ENCONTRADA,
    forUpdate: true,
  });
  return { oferta, cliente };
}

/** The offer as saved, if the caller may work its customer; otherwise the same 404. */
export async function loadVisibleOferta(
  tx: TenantTx,
  viewer: ClienteViewer,
  id: number,
): Promise<OfertaDetail> {
  const detail = await loadOfertaDetail(tx, id);
  if (!detail) throw notFound(OFERTA_NO_ENCONTRADA);
  await requireVisibleCliente(tx, viewer, detail.cliente, { notFoundMessage: OFERTA_NO_ENCONTRADA });
  return detail;
}

export function ofertaById(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  id: number,
): Promise<OfertaDetail> {
  return database.tenant(tenantId, async (tx) =>
    conPreciosHoy(tx, await conDeclaracion(tx, viewer, await loadVisibleOferta(tx, viewer, id))),
  );
}

/** Which stored packages the form keeps (by id), checked: ids of this offer, active ones kept. */
function keptPaquetes(form: OfertaForm, stored: readonly repository.PaqueteRow[]) {
  const byId = new Map(stored.map((row) => [row.id, row]));
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  form.paquetes.forEach((paquete, index) => {
    if (paquete.id === null) return;
    if (!byId.has(paquete.id) || seen.has(paquete.id)) errors[`paquetes.${index}.id`] = [PAQUETE_AJENO];
    seen.add(paquete.id);
  });
  if (stored.some((row) => row.estado === 'ACTIVO' && !seen.has(row.id))) errors.paquetes = [PAQUETE_ACTIVO];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { byId, removed: stored.filter((row) => !seen.has(row.id)).map((row) => row.id) };
}

/**
 * The activation request columns after a save (issue 29 §5), or null to leave them: a request
 * records what was asked, by whom and when (and ends the last refusal); any other move withdraws
 * a pending request, and a sale also ends the last refusal.
 */
function activacionTras(
  tipo: 'mover' | 'solicitar',
  from: EstadoOfertaId,
  pedido: EstadoOfertaId,
  accountId: number,
): ActivacionValues | null {
  const sinRechazo = { activacionRechazadaEl: null, activacionRechazoMotivo: null };
  if (tipo === 'solicitar')
    return {
      activacionSolicitada: pedido,
      activacionSolicitadaPor: accountId,
      activacionSolicitadaEl: new Date(),
      ...sinRechazo,
    };
  if (pedido === from) return null;
  return esOfertaVendida(pedido) ? { ...SIN_SOLICITUD, ...sinRechazo } : SIN_SOLICITUD;
}

/**
 * Where a requested status leaves the offer for this viewer, under issue 29 §5's one rule for who
 * may move it (`movimientoOferta`: decision 68's transitions and the distributor's "Declaración de
 * ventas"): the status to store (a request keeps the one it had) and the request columns to write
 * (null: none to write); a 400 saying why when the move is not allowed. A save of the whole offer
 * and a card moved on the pipeline both go through it.
 */
export async function estadoTras(
  tx: TenantTx,
  viewer: ClienteViewer,
  oferta: { estado: number; atencionId: number },
  pedido: EstadoOfertaId,
): Promise<{ estado: EstadoOfertaId; activacion: ActivacionValues | null }> {
  const from = oferta.estado as EstadoOfertaId;
  const movimiento = movimientoOferta(
    from,
    pedido,
    viewer,
    await contextoDeclaracion(tx, viewer, oferta.atencionId),
  );
  if (movimiento.tipo === 'prohibido') throw invalid({ estado: [movimiento.motivo] });
  return {
    estado: movimiento.tipo === 'solicitar' ? from : pedido,
    activacion: activacionTras(movimiento.tipo, from, pedido, viewer.accountId),
  };
}

/**
 * EDIT (PUT /api/atenciones/oferta/{id}/): the offer, its packages and the customer, in one
 * transaction. The status may only move as `movimientoOferta` allows (decision 68's transitions and
 * the distributor's "Declaración de ventas": a Comercial's move to a sale status may be a request,
 * which keeps the status and records what was asked); kept packages keep their
 * quoted prices item by item unless `recotizar`; packages left out are removed.
 */
export function editOferta(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  id: number,
  form: OfertaForm,
): Promise<OfertaDetail> {
  return database.tenant(tenantId, async (tx) => {
    const { oferta, cliente } = await requireVisibleOferta(tx, viewer, id);
    const pedido = (form.estado ?? oferta.estado) as EstadoOfertaId;
    const { estado, activacion } = await estadoTras(tx, viewer, oferta, pedido);
    const stored = await repository.readPaquetes(tx, id, oferta.clienteId);
    const { byId, removed } = keptPaquetes(form, stored);
    await comprobarTiposVenta(tx, form.paquetes, new Map(stored.map((row) => [row.id, row.tipoVenta])), '');
    const previous = new Map<number, CotizacionPaquete>();
    if (!form.recotizar) {
      for (const [paqueteId, row] of byId) if (row.cotizacion) previous.set(paqueteId, row.cotizacion);
    }
    const priced = await priceOfertaForm(tx, form, {
      previous,
      clienteSegmento: form.datosCliente?.segmento ?? cliente.segmento,
      prefix: '',
    });
    const vendida = esOfertaVendida(estado);
    await repository.updateOferta(tx, id, {
      ...priced.oferta,
      estado,
      cotizadaEl: form.recotizar || !oferta.cotizadaEl ? new Date() : oferta.cotizadaEl,
      fechaVenta: oferta.fechaVenta ?? (vendida ? new Date() : null),
      ...activacion,
    });
    await repository.deletePaquetes(tx, removed);
    const added = [];
    for (const [index, paquete] of form.paquetes.entries()) {
      const values = priced.paquetes[index]!;
      if (paquete.id === null) added.push(values);
      else await repository.updatePaquete(tx, paquete.id, values);
    }
    await repository.insertPaquetes(tx, { ofertaId: id, clienteId: oferta.clienteId }, added);
    await updateCliente(tx, viewer, cliente, {
      datosCliente: form.datosCliente,
      lineas: lineasOf(form),
      estado: clienteEstado('edit', vendida, cliente.estado),
    });
    const detail = await loadOfertaDetail(tx, id);
    if (!detail) throw notFound(OFERTA_NO_ENCONTRADA);
    return conPreciosHoy(tx, await conDeclaracion(tx, viewer, detail));
  });
}
