import type { ChipProps } from '@mui/material/Chip';
import type { EstadoCliente } from '@ventas/domain/clientes/cliente-labels';
import type { EstadoCuenta } from '@ventas/domain/cuentas/account-constants';
import type { EstadoAtencion, TipoAtencion } from '@ventas/domain/telework/atencion-constants';
import { estadoOfertaTone } from '@ventas/domain/ofertas/oferta-estados';

/**
 * Each state's one colour, wherever it shows (grid chips, the last-attention cell, the history
 * tab, the offer chip): screens read it here, never pick their own. Kept in a shared layer because
 * several features show the same states. SPEC §3 gives offer states "a colour" without saying
 * which; the other vocabularies follow the same reading of each state's meaning.
 */
export type EstadoColor = NonNullable<ChipProps['color']>;

/** SPEC §3 customer states: new is neutral, then callback, refusal, offer, sale. */
const ESTADO_CLIENTE_COLOR: Record<EstadoCliente, EstadoColor> = {
  NUEVO: 'default',
  AGENDADO: 'info',
  NO_INTERESADO: 'warning',
  OFERTA: 'primary',
  VENDIDO: 'success',
};

/**
 * An attention's type is the outcome it records: a type that sets a customer state wears that
 * state's colour; a gestión changes no state and stays neutral.
 */
const TIPO_ATENCION_COLOR: Record<TipoAtencion, EstadoColor> = {
  AGENDADO: ESTADO_CLIENTE_COLOR.AGENDADO,
  NO_INTERESADO: ESTADO_CLIENTE_COLOR.NO_INTERESADO,
  OFERTA: ESTADO_CLIENTE_COLOR.OFERTA,
  GESTION: 'default',
};

/**
 * An attention's own state. Pending reads as an offer's 'Pendiente' does, cancelled as a
 * 'Cancelada' offer; a rescheduled one was moved to a new callback, the agendado colour.
 */
const ESTADO_ATENCION_COLOR: Record<EstadoAtencion, EstadoColor> = {
  PENDIENTE: 'warning',
  REALIZADO: 'success',
  CANCELADO: 'default',
  REPROGRAMADO: ESTADO_CLIENTE_COLOR.AGENDADO,
};

/** SPEC §3 account states: ALTA success, VACACIONES blue, BAJA warning, INACTIVO error. */
const ESTADO_CUENTA_COLOR: Record<EstadoCuenta, EstadoColor> = {
  ALTA: 'success',
  VACACIONES: 'info',
  BAJA: 'warning',
  INACTIVO: 'error',
};

/** The API sends codes as strings; one it does not know yet is shown neutral. */
const colorOf =
  <Code extends string>(table: Readonly<Record<Code, EstadoColor>>) =>
  (code: string): EstadoColor =>
    Object.hasOwn(table, code) ? table[code as Code] : 'default';

export const estadoClienteColor = colorOf(ESTADO_CLIENTE_COLOR);
export const tipoAtencionColor = colorOf(TIPO_ATENCION_COLOR);
export const estadoAtencionColor = colorOf(ESTADO_ATENCION_COLOR);
export const estadoCuentaColor = colorOf(ESTADO_CUENTA_COLOR);

/** Offer states carry their tone in the domain (ESTADOS_OFERTA), next to their labels. */
export const estadoOfertaColor = (estado: number): EstadoColor => estadoOfertaTone(estado);
