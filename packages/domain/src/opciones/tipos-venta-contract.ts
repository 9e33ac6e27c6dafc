import { z } from 'zod';
import { idSchema } from '../http/id';
import { claveTipoVenta, etiquetaTipoVenta, MENSAJES_TIPO_VENTA, TIPO_VENTA_MAX } from './tipos-venta';

/**
 * The distributor's sale types as Administración manages them (Admin and above): GET and POST
 * /api/utils/opciones/tipo_venta/, PUT and DELETE …/{id}/, PUT …/orden/. The offer configurator
 * reads the same list from GET /api/utils/opciones/ (`tipo_venta`, inactive ones flagged).
 */

const etiqueta = z
  .string({ error: MENSAJES_TIPO_VENTA.obligatorio })
  .trim()
  .min(1, MENSAJES_TIPO_VENTA.obligatorio)
  .max(TIPO_VENTA_MAX, MENSAJES_TIPO_VENTA.largo)
  // A name of only signs ("-", "?") makes no code; control characters and lone surrogates are
  // refused for every route before this (plugins/control-characters.ts).
  .refine((texto) => claveTipoVenta(texto) !== '', MENSAJES_TIPO_VENTA.sinLetras)
  .transform(etiquetaTipoVenta);

/** POST: a new type, offered at once, last in the list. Its code is made from the label. */
export const tipoVentaNuevoSchema = z.object({ label: etiqueta }).strict();
export type TipoVentaNuevo = z.infer<typeof tipoVentaNuevoSchema>;

/** PUT {id}/: a new label (packages keep the code, so they read the new name), or (de)activation. */
export const tipoVentaCambioSchema = z
  .object({ label: etiqueta.optional(), activo: z.boolean().optional() })
  .strict()
  .refine((cambio) => cambio.label !== undefined || cambio.activo !== undefined, {
    message: 'Indique al menos un campo a modificar',
  });
export type TipoVentaCambio = z.infer<typeof tipoVentaCambioSchema>;

/** PUT orden/: every type's id once, in the new order. */
export const tiposVentaOrdenSchema = z
  .object({
    ids: z
      .array(idSchema)
      .min(1, MENSAJES_TIPO_VENTA.orden)
      .max(200, MENSAJES_TIPO_VENTA.orden)
      .refine((ids) => new Set(ids).size === ids.length, MENSAJES_TIPO_VENTA.orden),
  })
  .strict();
export type TiposVentaOrden = z.infer<typeof tiposVentaOrdenSchema>;

/** One type as Administración lists it: how many packages hold it decides whether it may go. */
export const tipoVentaAdminSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  label: z.string(),
  orden: z.number().int(),
  activo: z.boolean(),
  paquetes: z.number().int(),
});
export type TipoVentaAdmin = z.infer<typeof tipoVentaAdminSchema>;

export const tiposVentaAdminSchema = z.array(tipoVentaAdminSchema);
