import { z } from 'zod';
import { MAX_ID } from '../http/id';
import { MAX_FILTER_TEXT } from '../http/list-filters';

/**
 * Deal-out (issue 17, /databaseManagement → Reparto, SuperAdmin): the unassigned customers a
 * Teletrabajo query matches, dealt to chosen commercials evenly or by weights, as a job.
 * `POST /api/reparto/vista-previa/` answers what it would do; `POST /api/reparto/` starts it.
 */

export const MODOS_REPARTO = ['igual', 'pesos'] as const;
export type ModoReparto = (typeof MODOS_REPARTO)[number];

/** The most commercials one deal-out names, and the largest weight (a weight is a share, not a count). */
export const MAX_COMERCIALES_REPARTO = 100;
export const MAX_PESO_REPARTO = 1000;
/** The most query parameters a deal-out's filter carries (the list has fewer filters than this). */
const MAX_PARAMETROS = 80;

export const MENSAJES_REPARTO = {
  sinComerciales: 'Elija al menos un comercial',
  demasiadosComerciales: `Como mucho ${MAX_COMERCIALES_REPARTO} comerciales por reparto`,
  repetido: 'Un comercial aparece más de una vez',
  peso: `El peso es un número entero entre 0 y ${MAX_PESO_REPARTO}`,
  pesosACero: 'Indique al menos un peso mayor que cero',
  modo: "El modo es 'igual' o 'pesos'",
  filtros: 'Los filtros no son válidos',
  comercialesNoValidos: (ids: readonly number[]) =>
    `Estos comerciales no son cuentas de alta de este distribuidor: ${ids.join(', ')}`,
  tareaNoValida: 'El reparto no es válido; vuelva a lanzarlo.',
  nadaQueRepartir: 'No hay clientes sin asignar que repartir con estos filtros',
  error: 'No se pudo hacer el reparto.',
  errorVistaPrevia: 'No se pudo calcular la vista previa del reparto.',
  hecho: (n: number) => `Reparto hecho: ${n.toLocaleString('es-ES')} clientes asignados`,
} as const;

const valorFiltro = z.union([
  z.string().max(MAX_FILTER_TEXT * 4),
  z.array(z.string().max(MAX_FILTER_TEXT * 4)).max(MAX_PARAMETROS),
]);

/**
 * The Teletrabajo query as a saved view or the list's URL holds it (name → value or values; e.g.
 * `{origenBbdd: '7'}`); the API reads it with the list's own parser, so it selects exactly the
 * customers the list shows (paging, order and unknown names are ignored, as the list ignores them).
 */
export const filtrosRepartoSchema = z
  .record(z.string().max(60), valorFiltro, { error: MENSAJES_REPARTO.filtros })
  .refine((filtros) => Object.keys(filtros).length <= MAX_PARAMETROS, MENSAJES_REPARTO.filtros);
export type FiltrosReparto = z.infer<typeof filtrosRepartoSchema>;

export const comercialRepartoSchema = z.object({
  id: z
    .number({ error: 'Comercial no válido' })
    .int('Comercial no válido')
    .positive('Comercial no válido')
    .max(MAX_ID, 'Comercial no válido'),
  peso: z
    .number({ error: MENSAJES_REPARTO.peso })
    .int(MENSAJES_REPARTO.peso)
    .min(0, MENSAJES_REPARTO.peso)
    .max(MAX_PESO_REPARTO, MENSAJES_REPARTO.peso)
    .default(1),
});

export const repartoRequestSchema = z
  .object({
    filtros: filtrosRepartoSchema,
    comerciales: z
      .array(comercialRepartoSchema, { error: MENSAJES_REPARTO.sinComerciales })
      .min(1, MENSAJES_REPARTO.sinComerciales)
      .max(MAX_COMERCIALES_REPARTO, MENSAJES_REPARTO.demasiadosComerciales),
    modo: z.enum(MODOS_REPARTO, { error: MENSAJES_REPARTO.modo }),
  })
  .superRefine((body, ctx) => {
    const ids = body.comerciales.map((comercial) => comercial.id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['comerciales'], message: MENSAJES_REPARTO.repetido });
    if (body.modo === 'pesos' && body.comerciales.every((comercial) => comercial.peso === 0))
      ctx.addIssue({ code: 'custom', path: ['comerciales'], message: MENSAJES_REPARTO.pesosACero });
  });
export type RepartoRequest = z.infer<typeof repartoRequestSchema>;
export type RepartoRequestInput = z.input<typeof repartoRequestSchema>;

/** How many customers one commercial gets (or would get). */
export const partesRepartoSchema = z.array(
  z.object({ comercial: z.number().int(), clientes: z.number().int() }),
);

/** `POST /api/reparto/vista-previa/`. */
export const vistaPreviaRepartoSchema = z.object({
  /** Unassigned (and not erased) customers the filters match. */
  sin_asignar: z.number().int(),
  /** Of those, the ones with an opted-out phone: never dealt (decision 152). */
  no_llamar: z.number().int(),
  /** What would be dealt: sin_asignar − no_llamar. */
  a_repartir: z.number().int(),
  por_comercial: partesRepartoSchema,
});
export type VistaPreviaReparto = z.infer<typeof vistaPreviaRepartoSchema>;

/** The finished job's `report`. */
export const resultadoRepartoSchema = z.object({
  asignados: z.number().int(),
  /** Customers someone else assigned while the deal-out ran: left as they were. */
  ya_asignados: z.number().int(),
  no_llamar: z.number().int(),
  por_comercial: partesRepartoSchema,
});
export type ResultadoReparto = z.infer<typeof resultadoRepartoSchema>;
