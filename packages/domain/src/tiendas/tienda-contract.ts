import { z } from 'zod';
import { idSchema } from '../http/id';
import { validateCodigoPostal } from '../validators/codigo-postal';
import { validateTelefono } from '../validators/telefono';
import type { ValidationResult } from '../validators/validation-result';

/**
 * Issue 17 "Tiendas" (group A): the distributor's stores and the TIENDA-type commercials who work
 * in each. The spec shows no path (decision in .scratch/decisions-tiendas.md):
 * `GET/POST /api/tiendas/`, `PUT/DELETE /api/tiendas/{id}/`, `GET /api/tiendas/{id}/cifras/`.
 */

export const TIENDA_MAX = {
  nombre: 200,
  direccion: 200,
  localidad: 120,
  horario: 200,
  /** More commercials than any store has; a list this long is a hostile body. */
  comerciales: 200,
} as const;

/** The spec has no store messages: these are ours (recorded with the decisions). */
export const MENSAJES_TIENDA = {
  nombre: 'Indique el nombre de la tienda',
  texto: 'Texto no válido',
  largo: (max: number) => `Máximo ${max} caracteres`,
  localidad: 'Indique la localidad del código postal',
  activa: 'Indique si la tienda está activa',
  comerciales: 'Lista de comerciales no válida',
  demasiados: `Como máximo ${TIENDA_MAX.comerciales} comerciales`,
  noExiste: (ids: readonly number[]) => `No existe la cuenta: ${ids.join(', ')}`,
  noTienda: (ids: readonly number[]) => `No es un comercial de tipo TIENDA: ${ids.join(', ')}`,
  noEncontrada: 'No se ha encontrado la tienda',
  creada: 'Tienda creada',
  editada: 'Tienda guardada',
  eliminada: 'Tienda eliminada',
  errorGuardar: 'No se ha podido guardar la tienda',
  errorEliminar: 'No se ha podido eliminar la tienda',
  errorLista: 'No se han podido cargar las tiendas',
  errorCifras: 'No se han podido cargar las cifras de la tienda',
  vacia: 'Todavía no hay tiendas',
  sinComerciales: 'Sin comerciales asignados',
  cifrasSoloPropia: 'Solo puede ver las cifras de su tienda',
} as const;

const M = MENSAJES_TIENDA;

/** A trimmed text up to `max`; blank (or absent) is null. */
const optionalText = (max: number) =>
  z
    .string({ error: M.texto })
    .trim()
    .max(max, M.largo(max))
    .nullish()
    .transform((value) => value || null);

/** An optional text checked and normalised by a shared validator when not blank. */
const validated = (validate: (value: string) => ValidationResult, max: number) =>
  optionalText(max).transform((value, ctx) => {
    if (value === null) return null;
    const result = validate(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });

/**
 * The body of POST and PUT, and the dialog's schema. `comerciales` are the accounts who work in
 * the store (each one moves here from any other store); absent on PUT keeps them, on POST none.
 */
export const tiendaFormSchema = z
  .object({
    nombre: z
      .string({ error: M.nombre })
      .trim()
      .min(1, M.nombre)
      .max(TIENDA_MAX.nombre, M.largo(TIENDA_MAX.nombre)),
    direccion: optionalText(TIENDA_MAX.direccion),
    cp: validated(validateCodigoPostal, 10),
    localidad: optionalText(TIENDA_MAX.localidad),
    telefono: validated(validateTelefono, 30),
    horario: optionalText(TIENDA_MAX.horario),
    activa: z.boolean({ error: M.activa }).default(true),
    comerciales: z
      .array(idSchema, { error: M.comerciales })
      .max(TIENDA_MAX.comerciales, M.demasiados)
      .transform((ids) => [...new Set(ids)])
      .optional(),
  })
  .strict()
  .superRefine((form, ctx) => {
    // A postal code names a town: the address is incomplete without it.
    if (form.cp && !form.localidad)
      ctx.addIssue({ code: 'custom', message: M.localidad, path: ['localidad'] });
  });
export type TiendaFormInput = z.input<typeof tiendaFormSchema>;
export type TiendaForm = z.output<typeof tiendaFormSchema>;

/** A commercial as a store lists them: id and display name (SPEC §3). */
export const tiendaComercialSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type TiendaComercial = z.infer<typeof tiendaComercialSchema>;

/** One store as GET /api/tiendas/ and the writes answer it. */
export const tiendaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  direccion: z.string().nullable(),
  cp: z.string().nullable(),
  localidad: z.string().nullable(),
  telefono: z.string().nullable(),
  horario: z.string().nullable(),
  activa: z.boolean(),
  comerciales: z.array(tiendaComercialSchema),
  created_on: z.string(),
  updated_on: z.string(),
});
export type Tienda = z.infer<typeof tiendaSchema>;

/** Every store of the distributor, by name: a distributor has tens, not thousands (no paging). */
export const tiendasSchema = z.array(tiendaSchema);
