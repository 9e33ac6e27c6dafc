import { z } from 'zod';
import type { WebRouteName } from '../permissions/web-routes';

/**
 * Saved views (issue 15, beyond the spec): a screen's filter set, kept under a name by its owner
 * and, for a Manager or above, shared with the team (docs/decisions/). The screen is named by
 * its web route; the filters are the screen's URL query string, without '?'.
 * GET /api/cuentas/vistas/?pantalla=, POST, PUT/DELETE {id}/.
 */

/** The screens whose filters can be saved (their names in web-routes.ts). */
export const PANTALLAS_VISTA = [
  'teletrabajo',
  'gerenciaComerciales',
] as const satisfies readonly WebRouteName[];
export type PantallaVista = (typeof PANTALLAS_VISTA)[number];

export const MAX_NOMBRE_VISTA = 60;
export const MAX_CONSULTA_VISTA = 2000;
/** Views one account may keep per screen: the menu stays a list one can read. */
export const MAX_VISTAS_POR_PANTALLA = 50;

export const MENSAJES_VISTAS = {
  pantalla: 'Pantalla no válida',
  nombreVacio: 'Indique un nombre',
  nombreLargo: `Máximo ${MAX_NOMBRE_VISTA} caracteres`,
  nombreControl: 'El nombre no puede contener caracteres de control',
  consultaLarga: `La consulta no puede superar ${MAX_CONSULTA_VISTA} caracteres`,
  duplicada: 'Ya tiene una vista con ese nombre',
  demasiadas: `Ya tiene ${MAX_VISTAS_POR_PANTALLA} vistas en esta pantalla: elimine alguna antes`,
  noCompartir: 'Solo un responsable puede compartir vistas',
  noEncontrada: 'No se ha encontrado la vista',
  sinCambios: 'Indique qué cambiar: nombre, consulta o compartida',
  guardada: 'Vista guardada',
  eliminada: 'Vista eliminada',
  vacio: 'Aún no tiene vistas guardadas',
} as const;

/** Any control character, line breaks and tabs included: a name is one line. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

export const pantallaVistaSchema = z.enum(PANTALLAS_VISTA, { error: MENSAJES_VISTAS.pantalla });

export const nombreVistaSchema = z
  .string({ error: MENSAJES_VISTAS.nombreVacio })
  .refine((nombre) => !CONTROL.test(nombre), MENSAJES_VISTAS.nombreControl)
  .transform((nombre) => nombre.trim())
  .pipe(z.string().min(1, MENSAJES_VISTAS.nombreVacio).max(MAX_NOMBRE_VISTA, MENSAJES_VISTAS.nombreLargo));

/** The query string as the screen's URL holds it; a leading '?' is dropped. */
export const consultaVistaSchema = z
  .string({ error: 'Consulta no válida' })
  .transform((consulta) => (consulta.startsWith('?') ? consulta.slice(1) : consulta))
  .pipe(z.string().max(MAX_CONSULTA_VISTA, MENSAJES_VISTAS.consultaLarga));

const compartidaSchema = z.boolean({ error: 'Indique sí o no' });

export const vistasQuerySchema = z.object({ pantalla: pantallaVistaSchema });
export type VistasQuery = z.infer<typeof vistasQuerySchema>;

/** POST: a new view of a screen, private unless `compartida`. */
export const vistaNuevaSchema = z.object({
  pantalla: pantallaVistaSchema,
  nombre: nombreVistaSchema,
  consulta: consultaVistaSchema,
  compartida: compartidaSchema.default(false),
});
export type VistaNueva = z.infer<typeof vistaNuevaSchema>;

/** PUT: rename, share or stop sharing, or overwrite the filters; at least one of them. */
export const vistaCambioSchema = z
  .object({
    nombre: nombreVistaSchema.optional(),
    consulta: consultaVistaSchema.optional(),
    compartida: compartidaSchema.optional(),
  })
  .refine(
    (cambio) =>
      cambio.nombre !== undefined || cambio.consulta !== undefined || cambio.compartida !== undefined,
    MENSAJES_VISTAS.sinCambios,
  );
export type VistaCambio = z.infer<typeof vistaCambioSchema>;

/** A view as listed: `propia` says whether the caller owns it, `autor` is the owner's name. */
export const vistaSchema = z.object({
  id: z.number().int(),
  pantalla: pantallaVistaSchema,
  nombre: z.string(),
  consulta: z.string(),
  compartida: z.boolean(),
  propia: z.boolean(),
  autor: z.string(),
});
export type Vista = z.infer<typeof vistaSchema>;

export const vistasSchema = z.array(vistaSchema);
