import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  MODO_DECLARACION_POR_DEFECTO,
  modoDeclaracionSchema,
  type ModoDeclaracion,
} from '@ventas/domain/ofertas/declaracion-venta';
import type { TenantTx } from '../../../db/database';
import { accounts } from '../../../db/schema/accounts';
import { atenciones, ofertas } from '../../../db/schema/atenciones';
import { teamMembers, teams } from '../../../db/schema/calculadora';
import { clientes } from '../../../db/schema/clientes';
import { tenants } from '../../../db/schema/tenancy';

/** The distributor's "Declaración de ventas" (issue 29 §5). */
export async function readModoDeclaracion(tx: TenantTx): Promise<ModoDeclaracion> {
  const [row] = await tx
    .select({ modo: tenants.declaracionVentas })
    .from(tenants)
    .where(eq(tenants.id, tx.tenantId));
  const parsed = modoDeclaracionSchema.safeParse(row?.modo);
  return parsed.success ? parsed.data : MODO_DECLARACION_POR_DEFECTO;
}

export async function writeModoDeclaracion(tx: TenantTx, modo: ModoDeclaracion): Promise<void> {
  await tx.update(tenants).set({ declaracionVentas: modo }).where(eq(tenants.id, tx.tenantId));
}

/** Whether `managerId` is the Manager of a team `comercialId` belongs to. */
export async function gestionaEquipoDe(
  tx: TenantTx,
  managerId: number,
  comercialId: number | null,
): Promise<boolean> {
  if (comercialId === null) return false;
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(teams)
    .innerJoin(teamMembers, and(eq(teamMembers.tenantId, teams.tenantId), eq(teamMembers.teamId, teams.id)))
    .where(
      and(
        eq(teams.tenantId, tx.tenantId),
        eq(teams.duttyManagerId, managerId),
        eq(teamMembers.comercialId, comercialId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The account an offer's sale is credited to: the one that recorded its attention. */
export async function propietarioDe(tx: TenantTx, atencionId: number): Promise<number | null> {
  const [row] = await tx
    .select({ comercialId: atenciones.comercialId })
    .from(atenciones)
    .where(and(eq(atenciones.tenantId, tx.tenantId), eq(atenciones.id, atencionId)));
  return row?.comercialId ?? null;
}

/** The request columns of an offer, as a save or an answer writes them. */
export interface ActivacionValues {
  activacionSolicitada: number | null;
  activacionSolicitadaPor: number | null;
  activacionSolicitadaEl: Date | null;
  activacionRechazadaEl?: Date | null;
  activacionRechazoMotivo?: string | null;
}

export const SIN_SOLICITUD: ActivacionValues = {
  activacionSolicitada: null,
  activacionSolicitadaPor: null,
  activacionSolicitadaEl: null,
};

export async function updateActivacion(
  tx: TenantTx,
  id: number,
  values: ActivacionValues & { estado?: number; fechaVenta?: Date | null },
): Promise<void> {
  await tx
    .update(ofertas)
    .set({ ...values, updatedOn: sql`now()` })
    .where(and(eq(ofertas.tenantId, tx.tenantId), eq(ofertas.id, id)));
}

const solicitante = alias(accounts, 'solicitante');
const propietario = alias(accounts, 'propietario');

/**
 * Which offers hold a pending request: all of them, or (`equipoDe`) those whose Comercial is in
 * that Manager's team, never the Manager's own. The list and its count read this one condition.
 */
function pendientesDe(tx: TenantTx, equipoDe: number | null) {
  const enEquipo = sql`EXISTS (SELECT 1 FROM ${teams} t JOIN ${teamMembers} m
      ON m.tenant_id = t.tenant_id AND m.team_id = t.id
      WHERE t.tenant_id = ${atenciones.tenantId} AND t.dutty_manager_id = ${equipoDe}
        AND m.comercial_id = ${atenciones.comercialId})`;
  return and(
    eq(ofertas.tenantId, tx.tenantId),
    isNotNull(ofertas.activacionSolicitada),
    equipoDe === null
      ? undefined
      : and(enEquipo, sql`${atenciones.comercialId} IS DISTINCT FROM ${equipoDe}`),
  );
}

const conAtencion = and(eq(atenciones.tenantId, ofertas.tenantId), eq(atenciones.id, ofertas.atencionId));

/** The pending requests, oldest first (`pendientesDe`). */
export function readActivacionesPendientes(tx: TenantTx, equipoDe: number | null) {
  return tx
    .select({
      id: ofertas.id,
      clienteId: ofertas.clienteId,
      clienteNombre: clientes.nombre,
      estado: ofertas.estado,
      solicitada: ofertas.activacionSolicitada,
      solicitadaEl: ofertas.activacionSolicitadaEl,
      comercialId: propietario.id,
      comercialNombre: propietario.nombre,
      comercialApellidos: propietario.apellidos,
      comercialUsername: propietario.username,
      solicitanteId: solicitante.id,
      solicitanteNombre: solicitante.nombre,
      solicitanteApellidos: solicitante.apellidos,
      solicitanteUsername: solicitante.username,
    })
    .from(ofertas)
    .innerJoin(atenciones, conAtencion)
    .innerJoin(clientes, and(eq(clientes.tenantId, ofertas.tenantId), eq(clientes.id, ofertas.clienteId)))
    .leftJoin(
      propietario,
      and(eq(propietario.tenantId, atenciones.tenantId), eq(propietario.id, atenciones.comercialId)),
    )
    .leftJoin(
      solicitante,
      and(eq(solicitante.tenantId, ofertas.tenantId), eq(solicitante.id, ofertas.activacionSolicitadaPor)),
    )
    .where(pendientesDe(tx, equipoDe))
    .orderBy(asc(ofertas.activacionSolicitadaEl), asc(ofertas.id))
    .limit(500);
}

/** How many requests `readActivacionesPendientes` would list, without its 500 cap. */
export async function countActivacionesPendientes(tx: TenantTx, equipoDe: number | null): Promise<number> {
  const [row] = await tx
    .select({ pendientes: sql<number>`count(*)::int` })
    .from(ofertas)
    .innerJoin(atenciones, conAtencion)
    .where(pendientesDe(tx, equipoDe));
  return row?.pendientes ?? 0;
}
