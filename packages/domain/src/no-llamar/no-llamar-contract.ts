import { z } from 'zod';
import { idSchema } from '../http/id';
import { defineFilters } from '../http/list-filters';
import { pageSchema, type ListPaging } from '../http/page';
import { telefonoSchema } from '../validators/telefono';

/**
 * Issue 17 "Do-not-call (no llamar)" (RGPD / LOPDGDD): phones whose owner opted out, stored
 * normalised as the customer's phones are. The spec shows no paths (recorded in the decisions):
 * GET/POST /api/no-llamar/, DELETE /api/no-llamar/{id}/, GET/POST /api/no-llamar/cliente/{id}/,
 * POST /api/no-llamar/importar/.
 */

/** How an opt-out reached the distributor, with the label the screen shows. */
export const FUENTES_NO_LLAMAR = {
  cliente: 'Cliente (en llamada)',
  lista: 'Lista subida',
  supresion: 'Supresión de datos',
  manual: 'Alta manual',
} as const;
export type FuenteNoLlamar = keyof typeof FUENTES_NO_LLAMAR;
export const FUENTES = Object.keys(FUENTES_NO_LLAMAR) as FuenteNoLlamar[];

export const MOTIVO_MAX = 500;

/** The spec has no do-not-call messages: these are ours (recorded with the decisions). */
export const MENSAJES_NO_LLAMAR = {
  motivo: 'Texto no válido',
  motivoLargo: `Máximo ${MOTIVO_MAX} caracteres`,
  soloAdmin: 'Solo un administrador puede marcar un teléfono sin cliente.',
  noEsDelCliente: 'El teléfono no es de este cliente.',
  clienteSinTelefonos: 'El cliente no tiene teléfonos.',
  noEncontrado: 'No se ha encontrado el teléfono en la lista.',
  noRetirable: 'El teléfono de un cliente suprimido no se puede retirar de la lista.',
  marcado: 'Teléfono marcado como no llamar',
  marcadosCliente: 'Teléfonos del cliente marcados como no llamar',
  retirado: 'Teléfono retirado de la lista',
  errorLista: 'No se ha podido cargar la lista de no llamar',
  errorGuardar: 'No se ha podido marcar el teléfono',
  errorRetirar: 'No se ha podido retirar el teléfono',
  errorSubida: 'No se ha podido subir el fichero',
  vacia: 'Ningún teléfono en la lista de no llamar',
  chip: 'No llamar',
  chipAyuda: 'Este teléfono pidió no recibir llamadas comerciales',
} as const;

const motivoSchema = z
  .string({ error: MENSAJES_NO_LLAMAR.motivo })
  .trim()
  .max(MOTIVO_MAX, MENSAJES_NO_LLAMAR.motivoLargo)
  .optional()
  .transform((value) => value ?? '');

/** POST /api/no-llamar/: one phone; with `cliente`, one of that customer's phones. */
export const marcarTelefonoSchema = z.object({
  telefono: telefonoSchema,
  motivo: motivoSchema,
  cliente: idSchema.nullish(),
});
export type MarcarTelefono = z.input<typeof marcarTelefonoSchema>;

/** POST /api/no-llamar/cliente/{id}/: every phone of the customer. */
export const marcarClienteSchema = z.object({ motivo: motivoSchema });

/** One opted-out phone as the list shows it. */
export const noLlamarSchema = z.object({
  id: z.number().int(),
  telefono: z.string(),
  cliente: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  fuente: z.string(),
  motivo: z.string(),
  creado_por: z.string().nullable(),
  created_on: z.string(),
});
export type NoLlamar = z.infer<typeof noLlamarSchema>;

/** GET /api/no-llamar/cliente/{id}/ and what marking a customer answers: its opted-out phones. */
export const noLlamarClienteSchema = z.object({ telefonos: z.array(z.string()) });
export type NoLlamarCliente = z.infer<typeof noLlamarClienteSchema>;

/** Search is by phone (any part of its digits); filters by source and by day marked. */
export const NO_LLAMAR_FILTERS = defineFilters({
  fuente: { kind: 'list', input: 'multi', label: 'Fuente' },
  created_on: { kind: 'range', label: 'Fecha' },
});

export const NO_LLAMAR_ORDERABLE = ['created_on', 'telefono', 'id'] as const;
export const NO_LLAMAR_PAGING: ListPaging<(typeof NO_LLAMAR_ORDERABLE)[number]> = {
  defaultPageSize: 25,
  maxPageSize: 500,
  pageSizeOptions: [25, 50, 100],
  orderable: NO_LLAMAR_ORDERABLE,
  defaultOrdering: '-created_on',
};

export const noLlamarPageSchema = pageSchema(noLlamarSchema);
