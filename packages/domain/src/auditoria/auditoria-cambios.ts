import type { z } from 'zod';
import { campoLabel, fechaAuditada } from './auditoria-campos';
import { ACCIONES_AUDITADAS, ENTIDADES_AUDITADAS, type cambioSchema } from './auditoria-contract';

export type Cambio = z.infer<typeof cambioSchema>;
type Fila = Record<string, unknown> | null;

/**
 * The changed fields of one log entry, from the row values the triggers stored (migration 0027):
 * an insert stores every column after, a delete every column before, an update only the columns
 * that changed, before and after. So the changes are every stored key, in name order with `id`
 * first; a side that was not stored reads null.
 */
export function cambiosDe(antes: Fila, despues: Fila): Cambio[] {
  const campos = [...new Set([...Object.keys(antes ?? {}), ...Object.keys(despues ?? {})])];
  campos.sort((a, b) => (a === 'id' ? -1 : b === 'id' ? 1 : a.localeCompare(b, 'es')));
  return campos.map((campo) => ({
    campo,
    antes: antes ? (antes[campo] ?? null) : null,
    despues: despues ? (despues[campo] ?? null) : null,
  }));
}

/** Longest text of one value in a summary: a sheet cell holds 32,767 characters at most. */
const MAX_VALOR = 200;
const MAX_RESUMEN = 4000;

/** A value as a person reads it: dates as dates, text as it is, nothing as '—', anything else as JSON. */
export function valorLegible(valor: unknown): string {
  if (valor === null || valor === undefined) return '—';
  const fecha = fechaAuditada(valor);
  if (fecha) return fecha;
  const texto = typeof valor === 'string' ? valor : JSON.stringify(valor);
  return texto.length > MAX_VALOR ? `${texto.slice(0, MAX_VALOR - 1)}…` : texto;
}

/** The changes as one line of text (the export's "Cambios" column): `Campo: antes → después`. */
export function resumenCambios(accion: string, cambios: readonly Cambio[]): string {
  const partes = cambios.map(({ campo: columna, antes, despues }) => {
    const campo = campoLabel(columna);
    if (accion === 'INSERT') return `${campo}: ${valorLegible(despues)}`;
    if (accion === 'DELETE') return `${campo}: ${valorLegible(antes)}`;
    return `${campo}: ${valorLegible(antes)} → ${valorLegible(despues)}`;
  });
  const resumen = partes.join('; ');
  return resumen.length > MAX_RESUMEN ? `${resumen.slice(0, MAX_RESUMEN - 1)}…` : resumen;
}

/** Spanish label of an entity code; unknown codes read as themselves. */
export const entidadLabel = (codigo: string): string =>
  (ENTIDADES_AUDITADAS as Record<string, string>)[codigo] ?? codigo;

/** Spanish label of an action code; unknown codes read as themselves. */
export const accionLabel = (codigo: string): string =>
  (ACCIONES_AUDITADAS as Record<string, string>)[codigo] ?? codigo;
