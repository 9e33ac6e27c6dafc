import { z } from 'zod';
import { clienteFormSchema } from '../clientes/cliente-form';
import { idSchema } from '../http/id';
import { amountOutSchema, amountSchema } from '../money/decimal-amount';
import { comercialRefSchema } from '../people/comercial-ref';
import { fechaHora, texto } from '../validators/campos';
import { ESTADOS_OFERTA } from './oferta-estados';
import { telefonoSchema } from '../validators/telefono';
import { declaracionOfertaSchema } from './declaracion-venta-contract';
import { cotizacionPaqueteSchema, TIPOS_LINEA } from './oferta-cotizacion';
import { preciosHoySchema } from './oferta-precios-hoy';
import { TERRITORIO_POR_DEFECTO } from './territorios';

/**
 * Saving an offer (SPEC §3 "Offer", "Package line"; §4 and §5 "Offer save"; issue 13): CREATE
 * posts a new OFERTA attention (POST /api/atenciones/entradas/), EDIT puts the offer
 * (PUT /api/atenciones/oferta/{id}/). One form for both; the server prices it from the catalogue
 * and answers the offer as saved (`ofertaDetailSchema`).
 */
export const OFERTA_LIMITS = {
  paquetes: 20,
  promociones: 10,
  svas: 10,
  lineas: 10,
  notas: 5000,
  texto: 200,
} as const;

export const MENSAJES_OFERTA = {
  sinPaquetes: 'Añada al menos un paquete con tarifa',
  sinTarifa: 'Seleccione la tarifa',
  territorio: 'Ubicación no válida',
  estado: 'Estado de oferta no válido',
  promocionRepetida: 'La promoción está repetida',
  svaRepetido: 'El SVA está repetido',
  lineaRepetida: 'La línea está repetida',
} as const;

const ESTADO_IDS = ESTADOS_OFERTA.map((estado) => estado.id) as number[];

const optional = (max: number) =>
  texto(max)
    .nullish()
    .transform((value) => (value ? value : null));

const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;

export const promocionElegidaSchema = z.object({
  promotion: idSchema,
  priority_order: z.number().int().min(0).max(1000).nullish(),
});

/**
 * One package as the configurator sends it. `tarifa` names the line's catalogue item: a tariff,
 * an additional line or an SVA line, as `tipoLinea` says (KIND_OF_LINEA). Promotions come as
 * `promotion` (one) or `promotion_priority` (several, with their order: SPEC §3), never both.
 */
export const paqueteFormSchema = z
  .object({
    /** The package's id when editing an offer (it keeps its status and quote). */
    id: idSchema.nullish(),
    tipoVenta: optional(60),
    tipoLinea: z.enum(TIPOS_LINEA, { error: 'Tipo de línea no válido' }).default('LINEA_PRINCIPAL'),
    tarifa: idSchema.nullish(),
    promotion: idSchema.nullish(),
    promotion_priority: z.array(promocionElegidaSchema).max(OFERTA_LIMITS.promociones).nullish(),
    cacharro: idSchema.nullish(),
    installment: idSchema.nullish(),
    seguro: idSchema.nullish(),
    svas: z.array(idSchema).max(OFERTA_LIMITS.svas).default([]),
    lineasAsociadas: z.array(telefonoSchema).max(OFERTA_LIMITS.lineas).default([]),
    crossSell: z.boolean().default(false),
  })
  .superRefine((paquete, ctx) => {
    if (paquete.promotion && paquete.promotion_priority?.length)
      ctx.addIssue({
        code: 'custom',
        path: ['promotion'],
        message: 'Indique promotion o promotion_priority, no ambos',
      });
    const promociones = (paquete.promotion_priority ?? []).map((item) => item.promotion);
    if (!unique(promociones))
      ctx.addIssue({
        code: 'custom',
        path: ['promotion_priority'],
        message: MENSAJES_OFERTA.promocionRepetida,
      });
    if (!unique(paquete.svas))
      ctx.addIssue({ code: 'custom', path: ['svas'], message: MENSAJES_OFERTA.svaRepetido });
    if (!unique(paquete.lineasAsociadas))
      ctx.addIssue({ code: 'custom', path: ['lineasAsociadas'], message: MENSAJES_OFERTA.lineaRepetida });
    if (paquete.installment && !paquete.cacharro)
      ctx.addIssue({ code: 'custom', path: ['cacharro'], message: 'Seleccione el dispositivo de la cuota' });
  })
  .transform(({ promotion, promotion_priority, ...paquete }) => ({
    ...paquete,
    id: paquete.id ?? null,
    tarifa: paquete.tarifa ?? null,
    cacharro: paquete.cacharro ?? null,
    installment: paquete.installment ?? null,
    seguro: paquete.seguro ?? null,
    /** The chosen promotions in the order given, with their priority (null when not given). */
    promociones: promotion
      ? [{ id: promotion, priority_order: null }]
      : (promotion_priority ?? []).map((item) => ({
          id: item.promotion,
          priority_order: item.priority_order ?? null,
        })),
  }));
export type PaqueteForm = z.output<typeof paqueteFormSchema>;
export type PaqueteFormInput = z.input<typeof paqueteFormSchema>;

/** The offer's own fields, as both modes send them. A client's `precioTotal` is read and ignored. */
export const ofertaFormSchema = z.object({
  estado: z
    .number({ error: MENSAJES_OFERTA.estado })
    .int(MENSAJES_OFERTA.estado)
    .refine((estado) => ESTADO_IDS.includes(estado), MENSAJES_OFERTA.estado)
    .optional(),
  /** The location whose indirect tax applies (territorios.ts); SPEC §3 calls it tipoIva. */
  tipoIva: texto(40)
    .nullish()
    .transform((value) => value || TERRITORIO_POR_DEFECTO),
  tipoOferta: optional(60),
  fechaAgendado: fechaHora.nullish().transform((value) => value ?? null),
  isp: optional(60),
  razonNoInteresado: optional(OFERTA_LIMITS.texto),
  precioAnterior: amountSchema(2)
    .nullish()
    .transform((value) => value ?? null),
  /** Accepted so a client may send back what it read; the server always computes its own. */
  precioTotal: z.union([z.number(), z.string().max(32)]).nullish(),
  numeroComercial: optional(60),
  notas: optional(OFERTA_LIMITS.notas),
  /** EDIT only: price every item again at today's prices instead of keeping the quote. */
  recotizar: z.boolean().default(false),
  paquetes: z.array(paqueteFormSchema).max(OFERTA_LIMITS.paquetes),
  /** The customer as the configurator's header edited it (SPEC §4: EDIT updates the customer). */
  datosCliente: clienteFormSchema.optional(),
});
export type OfertaForm = z.output<typeof ofertaFormSchema>;
export type OfertaFormInput = z.input<typeof ofertaFormSchema>;

/** CREATE: a new OFERTA entry for the customer, with its offer. */
export const ofertaEntradaSchema = z.object({
  cliente: idSchema,
  tipo: z.literal('OFERTA'),
  notas: optional(OFERTA_LIMITS.notas),
  tipo_llamada: optional(50),
  oferta: ofertaFormSchema,
});
export type OfertaEntrada = z.output<typeof ofertaEntradaSchema>;
export type OfertaEntradaInput = z.input<typeof ofertaEntradaSchema>;

const precioPaqueteSchema = z.object({
  linea: amountOutSchema,
  durante: amountOutSchema,
  despues: amountOutSchema,
  mesesPromocion: z.number().int(),
});

export const paqueteDetailSchema = z.object({
  id: z.number().int(),
  estado: z.string(),
  tipoVenta: z.string().nullable(),
  tipoLinea: z.string(),
  tarifa: z.number().int().nullable(),
  tarifaNombre: z.string().nullable(),
  promociones: z.array(z.object({ id: z.number().int(), priority_order: z.number().int().nullable() })),
  cacharro: z.number().int().nullable(),
  installment: z.number().int().nullable(),
  seguro: z.number().int().nullable(),
  svas: z.array(z.number().int()),
  lineasAsociadas: z.array(z.string()),
  crossSell: z.boolean(),
  order_id: z.string().nullable(),
  /** The prices quoted; null for a package recorded before offers were priced. */
  cotizacion: cotizacionPaqueteSchema.nullable(),
  precio: precioPaqueteSchema.nullable(),
});
export type PaqueteDetail = z.infer<typeof paqueteDetailSchema>;

/** GET and PUT /api/atenciones/oferta/{id}/: the offer as saved, priced by the server. */
export const ofertaDetailSchema = z.object({
  id: z.number().int(),
  atencion: z.number().int(),
  cliente: z.number().int(),
  comercial: comercialRefSchema.nullable(),
  estado: z.number().int(),
  estadoLabel: z.string().nullable(),
  tipoOferta: z.string().nullable(),
  /** The territory (SPEC §3 tipoIva) and its rate in percent as quoted. */
  tipoIva: z.string().nullable(),
  ivaRate: amountOutSchema.nullable(),
  segmento: z.string().nullable(),
  operador: z.string().nullable(),
  fechaAgendado: z.string().nullable(),
  isp: z.string().nullable(),
  razonNoInteresado: z.string().nullable(),
  precioAnterior: amountOutSchema.nullable(),
  /** Monthly total during the promotions, VAT included (SPEC §9: 2 decimals). */
  precioTotal: amountOutSchema.nullable(),
  precioTotalDespues: amountOutSchema.nullable(),
  mesesPromocion: z.number().int(),
  numeroComercial: z.string().nullable(),
  notas: z.string().nullable(),
  fechaVenta: z.string().nullable(),
  /** The instant its prices were quoted at. */
  cotizadaEl: z.string().nullable(),
  created_on: z.string(),
  updated_on: z.string(),
  paquetes: z.array(paqueteDetailSchema),
  /**
   * Issue 29 §5: the distributor's "Declaración de ventas", the reader's place in it and the
   * pending activation request. The API always answers it; absent only in fixtures of other
   * features, where it reads as "El comercial activa" with no request.
   */
  declaracion: declaracionOfertaSchema.optional(),
  /**
   * What the offer costs at today's catalogue when that differs from its stored quote
   * (oferta-precios-hoy.ts); null when nothing changed or it cannot be quoted today. Absent in
   * the answers of the activation calls and in fixtures.
   */
  preciosHoy: preciosHoySchema.nullable().optional(),
});
export type OfertaDetail = z.infer<typeof ofertaDetailSchema>;
