import { campoLabel, fechaAuditada } from '@ventas/domain/auditoria/auditoria-campos';
import {
  ACCIONES_AUDITADAS,
  ENTIDADES_AUDITADAS,
  type EntradaAuditoria,
} from '@ventas/domain/auditoria/auditoria-contract';

/** What a missing value reads as: the field had none before an insert or after a delete. */
export const SIN_VALOR = '—';
/** Who wrote an entry without a signed-in user (a job, a migration, the scheduler). */
export const SISTEMA = 'Sistema';
/** Up to this many changed fields are named in a summary; more are counted. */
const CAMPOS_NOMBRADOS = 3;

/** 'cliente' -> 'Cliente'; a kind the web does not know yet reads as the API wrote it. */
export const entidadLabel = (entidad: string): string =>
  (ENTIDADES_AUDITADAS as Record<string, string>)[entidad] ?? entidad;

export const accionLabel = (accion: EntradaAuditoria['accion']): string => ACCIONES_AUDITADAS[accion];

export const usuarioLabel = (usuario: EntradaAuditoria['usuario']): string => usuario?.nombre ?? SISTEMA;

/**
 * A logged value as plain text (never HTML): '—' for none, dates as dates, 'Sí'/'No' for a flag, objects and
 * lists as indented JSON, anything else as written (a masked secret stays '•••').
 */
export function valorTexto(value: unknown): string {
  if (value === null || value === undefined) return SIN_VALOR;
  const fecha = fechaAuditada(value);
  if (fecha) return fecha;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value as string | number | bigint);
}

/** 'nombre, email' for a few fields, '5 campos' for many, '—' for none. */
export function resumenCambios(cambios: EntradaAuditoria['cambios']): string {
  if (cambios.length === 0) return SIN_VALOR;
  if (cambios.length > CAMPOS_NOMBRADOS) return `${cambios.length} campos`;
  return cambios.map((cambio) => campoLabel(cambio.campo)).join(', ');
}

/**
 * One line for a customer's timeline: 'Alta de Atención #12', 'Baja de Teléfono de cliente #3',
 * 'Cambio en Cliente: Email'. The customer's own record needs no number: the tab is theirs.
 */
export function describirEntrada(entrada: EntradaAuditoria): string {
  const entidad = entidadLabel(entrada.entidad);
  const cual = entrada.entidad === 'cliente' ? entidad : `${entidad} #${entrada.entidad_id}`;
  if (entrada.accion === 'UPDATE') {
    const campos = resumenCambios(entrada.cambios);
    return campos === SIN_VALOR ? `Cambio en ${cual}` : `Cambio en ${cual}: ${campos}`;
  }
  return `${accionLabel(entrada.accion)} de ${cual}`;
}
