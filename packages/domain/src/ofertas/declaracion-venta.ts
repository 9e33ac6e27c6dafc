import { z } from 'zod';
import { hasLevel, isOnlyManager } from '../permissions/access-rule';
import type { Actor } from '../permissions/roles';
import { esOfertaVendida, estadoOfertaLabel, type EstadoOfertaId } from './oferta-estados';
import { canMoveOferta, MENSAJE_TRANSICION } from './oferta-transitions';

/**
 * Issue 29 §5 "Declaración de ventas": who declares a sale (an offer reaching Activada or
 * Activada Parcial, the status its commission is paid on), set per distributor by its Admin.
 * - COMERCIAL_ACTIVA: whoever works the offer moves it to a sale status (the behaviour before the
 *   setting, and every distributor's until its Admin changes it).
 * - MANAGER_CONFIRMA: a Comercial's move to a sale status is a request; the offer keeps its status
 *   until a Manager of the team of the offer's Comercial, or an Admin, confirms it.
 */
export const MODOS_DECLARACION = [
  {
    id: 'COMERCIAL_ACTIVA',
    label: 'El comercial activa',
    descripcion: 'El comercial marca la oferta como activada y la venta cuenta desde ese momento.',
  },
  {
    id: 'MANAGER_CONFIRMA',
    label: 'Un manager confirma',
    descripcion:
      'El comercial solicita la activación; la venta cuenta cuando el manager de su equipo o un administrador la confirma.',
  },
] as const;

export type ModoDeclaracion = (typeof MODOS_DECLARACION)[number]['id'];
export const modoDeclaracionSchema = z.enum(['COMERCIAL_ACTIVA', 'MANAGER_CONFIRMA']);
export const MODO_DECLARACION_POR_DEFECTO: ModoDeclaracion = 'COMERCIAL_ACTIVA';

export function modoDeclaracionLabel(modo: ModoDeclaracion): string {
  return MODOS_DECLARACION.find((item) => item.id === modo)?.label ?? modo;
}

/** Who moves the offer: the permission parts of their session and their account. */
export interface QuienMueve extends Actor {
  accountId: number;
}

/** What the rule reads of the offer and its distributor besides the two statuses. */
export interface ContextoDeclaracion {
  modo: ModoDeclaracion;
  /** The account that recorded the offer (its sale is credited to them); null if none. */
  propietarioId: number | null;
  /** Whether the one who moves is the Manager of a team the offer's Comercial belongs to. */
  gestionaEquipo: boolean;
}

/**
 * What a move does: `mover` changes the status now; `solicitar` keeps the status and records an
 * activation request for the target; `prohibido` is refused with `motivo` (Spanish, usted).
 */
export type Movimiento = { tipo: 'mover' } | { tipo: 'solicitar' } | { tipo: 'prohibido'; motivo: string };

export const MENSAJE_SOLO_EQUIPO =
  'Solo el manager del equipo del comercial de la oferta o un administrador puede declarar esta venta.';

/**
 * Whether this person declares (or confirms) a sale on this offer under MANAGER_CONFIRMA: Admin
 * and SuperAdmin always; a Manager on an offer of a Comercial of their team, never their own (no
 * one confirms their own sale, so a Manager's own sale goes to an Admin).
 */
export function puedeConfirmarVenta(quien: QuienMueve, contexto: ContextoDeclaracion): boolean {
  if (hasLevel(quien, 'admin')) return true;
  return isOnlyManager(quien) && contexto.gestionaEquipo && contexto.propietarioId !== quien.accountId;
}

/**
 * THE rule for moving an offer from status `from` to `to` (the API enforces it on every save; the
 * configurator and issue 31's pipeline board offer only the moves it allows). Decision 68's
 * transitions first; then, under MANAGER_CONFIRMA, a move to a sale status is made by those who
 * may confirm it, is a request when made by a Comercial or by the offer's own Manager, and is
 * refused for a Manager of another team. Every other move is open to whoever works the offer.
 */
export function movimientoOferta(
  from: EstadoOfertaId,
  to: EstadoOfertaId,
  quien: QuienMueve,
  contexto: ContextoDeclaracion,
): Movimiento {
  if (from === to) return { tipo: 'mover' };
  if (!canMoveOferta(from, to)) {
    return {
      tipo: 'prohibido',
      motivo: MENSAJE_TRANSICION(estadoOfertaLabel(from) ?? '', estadoOfertaLabel(to) ?? ''),
    };
  }
  if (!esOfertaVendida(to) || contexto.modo === 'COMERCIAL_ACTIVA') return { tipo: 'mover' };
  if (puedeConfirmarVenta(quien, contexto)) return { tipo: 'mover' };
  if (!hasLevel(quien, 'manager') || contexto.propietarioId === quien.accountId) return { tipo: 'solicitar' };
  return { tipo: 'prohibido', motivo: MENSAJE_SOLO_EQUIPO };
}

/** The statuses an offer in `from` may be saved with by this person, and what each does. */
export function movimientosPosibles(
  from: EstadoOfertaId,
  quien: QuienMueve,
  contexto: ContextoDeclaracion,
  estados: readonly EstadoOfertaId[],
): Array<{ estado: EstadoOfertaId; tipo: 'mover' | 'solicitar' }> {
  return estados.flatMap((estado) => {
    const movimiento = movimientoOferta(from, estado, quien, contexto);
    return movimiento.tipo === 'prohibido' ? [] : [{ estado, tipo: movimiento.tipo }];
  });
}

/** One step of the path an offer follows to a sale, and who takes it under the setting. */
export interface PasoDeclaracion {
  estado: EstadoOfertaId;
  label: string;
  quien: string;
}

/** Pendiente → Presentada → Activada, explained for this distributor's setting (the stepper). */
export function pasosDeclaracion(modo: ModoDeclaracion): PasoDeclaracion[] {
  return [
    { estado: 1, label: 'Pendiente', quien: 'El comercial prepara la oferta.' },
    { estado: 2, label: 'Presentada', quien: 'El comercial la presenta al cliente.' },
    {
      estado: 4,
      label: 'Activada',
      quien:
        modo === 'COMERCIAL_ACTIVA'
          ? 'El comercial la marca como activada (o activada parcial) cuando el operador la activa.'
          : 'El comercial solicita la activación y el manager de su equipo o un administrador la confirma.',
    },
  ];
}

export const MENSAJE_SIN_SOLICITUD = 'La oferta no tiene ninguna solicitud de activación pendiente.';
export const MENSAJE_NO_CONFIRMA =
  'Solo el manager del equipo del comercial de la oferta o un administrador puede confirmar o rechazar esta solicitud.';
