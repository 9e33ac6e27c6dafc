import { and, eq } from 'drizzle-orm';
import {
  MENSAJE_NO_CONFIRMA,
  MENSAJE_SIN_SOLICITUD,
  puedeConfirmarVenta,
  type ContextoDeclaracion,
  type ModoDeclaracion,
} from '@ventas/domain/ofertas/declaracion-venta';
import type {
  ActivacionPendiente,
  CuentaActivacionesPendientes,
  DeclaracionOferta,
  RechazoActivacion,
} from '@ventas/domain/ofertas/declaracion-venta-contract';
import type { OfertaDetail } from '@ventas/domain/ofertas/oferta-contract';
import { toComercialRef } from '@ventas/domain/people/comercial-ref';
import { hasLevel } from '@ventas/domain/permissions/access-rule';
import type { ClienteViewer } from '@ventas/domain/telework/cliente-scope';
import { estadoOfertaLabel, type EstadoOfertaId } from '@ventas/domain/ofertas/oferta-estados';
import { canMoveOferta, MENSAJE_TRANSICION } from '@ventas/domain/ofertas/oferta-transitions';
import type { Database, TenantTx } from '../../../db/database';
import { accounts } from '../../../db/schema/accounts';
import { ofertas } from '../../../db/schema/atenciones';
import { conflict, forbidden, notFound } from '../../../http/app-error';
import { requireVisibleCliente } from '../../clientes/clientes.public';
import { touchCliente } from '../atenciones.repository';
import * as repository from './declaracion-venta.repository';
import { loadOfertaDetail } from './oferta-detail';

const OFERTA_NO_ENCONTRADA = 'No se ha encontrado la oferta';

/** What `movimientoOferta` reads of the offer and its distributor for this viewer. */
export async function contextoDeclaracion(
  tx: TenantTx,
  viewer: ClienteViewer,
  atencionId: number,
): Promise<ContextoDeclaracion> {
  const modo = await repository.readModoDeclaracion(tx);
  const propietarioId = await repository.propietarioDe(tx, atencionId);
  const gestionaEquipo = await repository.gestionaEquipoDe(tx, viewer.accountId, propietarioId);
  return { modo, propietarioId, gestionaEquipo };
}

async function nombreCuenta(tx: TenantTx, id: number | null) {
  if (id === null) return null;
  const [row] = await tx
    .select({
      comercialId: accounts.id,
      comercialNombre: accounts.nombre,
      comercialApellidos: accounts.apellidos,
      comercialUsername: accounts.username,
    })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tx.tenantId), eq(accounts.id, id)));
  return row ? toComercialRef(row) : null;
}

/** The offer answer with its `declaracion` for this viewer (issue 29 §5). */
export async function conDeclaracion(
  tx: TenantTx,
  viewer: ClienteViewer,
  detail: OfertaDetail,
): Promise<OfertaDetail> {
  const [row] = await tx
    .select({
      solicitada: ofertas.activacionSolicitada,
      por: ofertas.activacionSolicitadaPor,
      el: ofertas.activacionSolicitadaEl,
      rechazadaEl: ofertas.activacionRechazadaEl,
      motivo: ofertas.activacionRechazoMotivo,
    })
    .from(ofertas)
    .where(and(eq(ofertas.tenantId, tx.tenantId), eq(ofertas.id, detail.id)));
  const contexto = await contextoDeclaracion(tx, viewer, detail.atencion);
  const declaracion: DeclaracionOferta = {
    modo: contexto.modo,
    gestionaEquipo: contexto.gestionaEquipo,
    solicitud:
      row?.solicitada != null && row.el
        ? {
            estado: row.solicitada,
            estadoLabel: estadoOfertaLabel(row.solicitada),
            solicitadaPor: await nombreCuenta(tx, row.por),
            solicitadaEl: row.el.toISOString(),
          }
        : null,
    rechazo: row?.rechazadaEl ? { el: row.rechazadaEl.toISOString(), motivo: row.motivo } : null,
  };
  return { ...detail, declaracion };
}

/**
 * The offer with a pending request that this viewer may answer: 404 when they may not see it,
 * 409 without a request, 403 when they are not its Comercial's Manager nor an Admin.
 */
async function requireSolicitud(tx: TenantTx, viewer: ClienteViewer, id: number) {
  const [oferta] = await tx
    .select({
      id: ofertas.id,
      atencionId: ofertas.atencionId,
      clienteId: ofertas.clienteId,
      estado: ofertas.estado,
      fechaVenta: ofertas.fechaVenta,
      solicitada: ofertas.activacionSolicitada,
    })
    .from(ofertas)
    .where(and(eq(ofertas.tenantId, tx.tenantId), eq(ofertas.id, id)))
    .for('update');
  if (!oferta) throw notFound(OFERTA_NO_ENCONTRADA);
  await requireVisibleCliente(tx, viewer, oferta.clienteId, {
    notFoundMessage: OFERTA_NO_ENCONTRADA,
    forUpdate: true,
  });
  if (oferta.solicitada === null) throw conflict({ detail: MENSAJE_SIN_SOLICITUD });
  if (!puedeConfirmarVenta(viewer, await contextoDeclaracion(tx, viewer, oferta.atencionId)))
    throw forbidden(MENSAJE_NO_CONFIRMA);
  return { ...oferta, solicitada: oferta.solicitada };
}

async function answer(tx: TenantTx, viewer: ClienteViewer, id: number): Promise<OfertaDetail> {
  const detail = await loadOfertaDetail(tx, id);
  if (!detail) throw notFound(OFERTA_NO_ENCONTRADA);
  return conDeclaracion(tx, viewer, detail);
}

/**
 * POST /api/atenciones/oferta/{id}/activacion/confirmar/: the requested sale status is set, as a
 * save to it would (fecha_venta the first time, the customer VENDIDO); the trail records who.
 */
export function confirmarActivacion(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  id: number,
): Promise<OfertaDetail> {
  return database.tenant(tenantId, async (tx) => {
    const oferta = await requireSolicitud(tx, viewer, id);
    const from = oferta.estado as EstadoOfertaId;
    const to = oferta.solicitada as EstadoOfertaId;
    if (!canMoveOferta(from, to)) {
      throw conflict({
        detail: MENSAJE_TRANSICION(estadoOfertaLabel(from) ?? '', estadoOfertaLabel(to) ?? ''),
      });
    }
    await repository.updateActivacion(tx, id, {
      ...repository.SIN_SOLICITUD,
      activacionRechazadaEl: null,
      activacionRechazoMotivo: null,
      estado: to,
      fechaVenta: oferta.fechaVenta ?? new Date(),
    });
    await touchCliente(tx, oferta.clienteId, { estado: 'VENDIDO' });
    return answer(tx, viewer, id);
  });
}

/** POST …/activacion/rechazar/: the request ends, the status stays; the Comercial reads why. */
export function rechazarActivacion(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  id: number,
  body: RechazoActivacion,
): Promise<OfertaDetail> {
  return database.tenant(tenantId, async (tx) => {
    await requireSolicitud(tx, viewer, id);
    await repository.updateActivacion(tx, id, {
      ...repository.SIN_SOLICITUD,
      activacionRechazadaEl: new Date(),
      activacionRechazoMotivo: body.motivo,
    });
    return answer(tx, viewer, id);
  });
}

/**
 * GET /api/atenciones/ofertas/activaciones-pendientes/ (Manager and above): the requests the
 * caller may answer; a Manager those of their team's Comercials, an Admin all.
 */
export function activacionesPendientes(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
): Promise<ActivacionPendiente[]> {
  return database.tenant(tenantId, async (tx) => {
    const rows = await repository.readActivacionesPendientes(
      tx,
      hasLevel(viewer, 'admin') ? null : viewer.accountId,
    );
    return rows.map((row) => ({
      oferta: row.id,
      cliente: row.clienteId,
      clienteNombre: row.clienteNombre,
      comercial: toComercialRef(row),
      estado: row.estado,
      estadoLabel: estadoOfertaLabel(row.estado),
      solicitud: {
        estado: row.solicitada ?? 0,
        estadoLabel: estadoOfertaLabel(row.solicitada ?? 0),
        solicitadaPor: toComercialRef({
          comercialId: row.solicitanteId,
          comercialNombre: row.solicitanteNombre,
          comercialApellidos: row.solicitanteApellidos,
          comercialUsername: row.solicitanteUsername,
        }),
        solicitadaEl: (row.solicitadaEl ?? new Date(0)).toISOString(),
      },
    }));
  });
}

/**
 * GET /api/atenciones/ofertas/activaciones-pendientes/cuenta/ (Manager and above): the Dashboard's
 * "ventas por confirmar", counted as the list above is scoped, with the setting that makes it matter.
 */
export function cuentaActivacionesPendientes(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
): Promise<CuentaActivacionesPendientes> {
  return database.tenant(tenantId, async (tx) => ({
    modo: await repository.readModoDeclaracion(tx),
    pendientes: await repository.countActivacionesPendientes(
      tx,
      hasLevel(viewer, 'admin') ? null : viewer.accountId,
    ),
  }));
}

export function leerDeclaracionVentas(database: Database, tenantId: number) {
  return database.tenant(tenantId, async (tx) => ({ modo: await repository.readModoDeclaracion(tx) }));
}

/** PUT /api/distribuidores/declaracion-ventas/ (Admin and above); the trail records the change. */
export function cambiarDeclaracionVentas(database: Database, tenantId: number, modo: ModoDeclaracion) {
  return database.tenant(tenantId, async (tx) => {
    await repository.writeModoDeclaracion(tx, modo);
    return { modo: await repository.readModoDeclaracion(tx) };
  });
}
