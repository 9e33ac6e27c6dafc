import { z } from 'zod';
import { almacenBorradores, mismaForma, type Borrador } from './draft-storage';

/**
 * Whose draft of which form: the signed-in account (the tenant is the host, so the origin's
 * storage is the tenant's), the kind of form ('cliente', 'catalogo.tarifas', 'cuenta') and the
 * record it edits, or null for a new one.
 */
export interface ClaveFormulario {
  usuario: number;
  tipo: string;
  registro: number | null;
}

const almacen = almacenBorradores('ventas.borrador.');
const clave = ({ usuario, tipo, registro }: ClaveFormulario) => `${usuario}.${tipo}.${registro ?? 'nuevo'}`;

/** A form dialog's drafts: one per user, kind and record, of the shape of the form's values. */
export const borradoresFormulario = {
  /** The stored draft, if it still fits the form (`modelo`: its values when it opened). */
  leer: <V>(ref: ClaveFormulario, modelo: V, now?: number): Borrador<V> | null =>
    almacen.leer(
      clave(ref),
      z.custom<V>((draft) => mismaForma(draft, modelo)),
      now,
    ),
  guardar: <V>(ref: ClaveFormulario, draft: V, base: string | null, now?: Date): void =>
    almacen.guardar(clave(ref), draft, base, now),
  borrar: (ref: ClaveFormulario): void => almacen.borrar(clave(ref)),
  /** Drops the drafts of every form that are too old or do not read (forms never opened again). */
  barrer: (now?: number): void => almacen.barrer(undefined, now),
};
