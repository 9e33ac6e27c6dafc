import { z } from 'zod';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idParamSchema } from '../http/id';
import { diaSchema } from '../time/dia';
import { tipoDocumentoSchema } from '../validators/documento';

/** Days in questions and answers: real calendar days (an impossible one never reaches a provider). */
const fecha = diaSchema;

/**
 * Issue 18, SPEC §7 "Scraping (provider B)", "Offers tracking (provider D)": what our API answers
 * for each provider call. The spec shows paths and parameter names only; these shapes are ours
 * (decision 166). The provider simulator answers the same shapes upstream, and each adapter
 * validates what a provider sends against them: anything else is "no disponible", never passed on.
 *
 * Dates are `YYYY-MM-DD`, months `YYYY-MM`, amounts decimal strings in euros ("45.20").
 */

const texto = (max: number) => z.string().max(max);
const mes = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const importe = z.string().regex(/^-?\d{1,9}(\.\d{1,2})?$/);
const msisdn = z.string().regex(/^[6789]\d{8}$/);

// ---------------------------------------------------------------- queries (our API)

/** A call about one customer names it; the server reads the document from the record itself. */
export const clienteQuerySchema = z.object({ cliente_id: idParamSchema });

/** GET …/cliente/{id}/ (?operator): the customer's current lines at the operator. */
export const lineasQuerySchema = z.object({ operator: texto(40).optional() });

/**
 * The customer a call about its invoices, records or renewal names: `cliente_id` (the web), or
 * the customer's document as SPEC §7 names it: the "documentation fields" (`documento`,
 * `tipo_documento`) and renuevo's `identificationId`. The server finds the customer by its
 * document and checks the caller may work it, exactly as by id (decision 185).
 */
const documentoConsulta = z.string().trim().min(1).max(20);
const clienteODocumento = {
  cliente_id: idParamSchema.optional(),
  documento: documentoConsulta.optional(),
  tipo_documento: tipoDocumentoSchema.optional(),
};
export const CLIENTE_SIN_NOMBRAR = 'Indique el cliente (cliente_id) o su documento';
function nombraUnCliente(
  query: { cliente_id?: number | undefined; documento?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (query.cliente_id === undefined && query.documento === undefined)
    ctx.addIssue({ code: 'custom', path: ['cliente_id'], message: CLIENTE_SIN_NOMBRAR });
}
/** What the routes read: the id, else the document. */
export type ClienteDeConsulta = { cliente_id?: number | undefined; documento?: string | undefined };

/** GET …/cliente/facturas/ (documentation fields, selectedMeses: `2026-09,2026-10`). */
export const facturasQuerySchema = z
  .object({
    ...clienteODocumento,
    selectedMeses: z
      .string()
      .max(200)
      .transform((value) => value.split(',').filter((m) => m !== ''))
      .pipe(z.array(mes).min(1).max(12)),
  })
  .superRefine(nombraUnCliente);

/** GET …/cliente/registros/ (documentation, msisdns comma-separated). */
export const registrosQuerySchema = z
  .object({
    ...clienteODocumento,
    msisdns: z
      .string()
      .max(400)
      .transform((value) => value.split(',').filter((m) => m !== ''))
      .pipe(z.array(msisdn).min(1).max(20)),
  })
  .superRefine(nombraUnCliente);

export const TIPOS_RENUEVO = ['MOVIL', 'FIJO', 'CONVERGENTE'] as const;

/** GET …/cliente/renuevo/ (type, identificationId, msisdn, optional cif). */
export const renuevoQuerySchema = z
  .object({
    cliente_id: idParamSchema.optional(),
    identificationId: documentoConsulta.optional(),
    type: z.enum(TIPOS_RENUEVO),
    msisdn,
    cif: texto(9).optional(),
  })
  .transform(({ identificationId, ...query }) => ({ ...query, documento: identificationId }))
  .superRefine(nombraUnCliente);

/** GET …/cliente/renuevo/pdf/ (pdf_id) and …/renuevo/pdf2/ (the renewal's conditions). */
export const renuevoPdfQuerySchema = clienteQuerySchema.extend({
  pdf_id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/),
});
export const renuevoPdf2QuerySchema = clienteQuerySchema.extend({ msisdn });

/** Coverage at an address (provider B's address dialog; provider C adds the rest). */
export const coberturaDireccionQuerySchema = z.object({
  direccion: z.string().trim().min(3).max(200),
  cp: z.string().regex(/^\d{5}$/),
});
export const coberturaResultadoQuerySchema = z.object({
  direccion_id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/),
});
export const coberturaCpQuerySchema = z.object({ cp: z.string().regex(/^\d{5}$/) });
export const coberturaCQuerySchema = coberturaDireccionQuerySchema.extend({
  localidad: z.string().trim().min(1).max(100),
  provincia: z.string().trim().min(1).max(100),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
});
export const geocodingQuerySchema = coberturaDireccionQuerySchema.extend({
  localidad: z.string().trim().max(100).optional(),
  provincia: z.string().trim().max(100).optional(),
});

/** Orders: a customer's list, or one order by its provider id. */
export const ordenesQuerySchema = z.union([
  clienteQuerySchema.strict(),
  z.object({ order_id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/) }).strict(),
]);
export const ordenDetalleQuerySchema = z.object({ order_id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/) });
export const contratoPdfQuerySchema = z.object({ contract_id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/) });

/** Offers tracking (D): every call takes since and until (`YYYY-MM-DD`, at most a year apart). */
export const seguimientoQuerySchema = z
  .object({ since: fecha, until: fecha })
  .refine((q) => q.since <= q.until, {
    message: 'La fecha inicial es posterior a la final',
    path: ['since'],
  });

// ---------------------------------------------------------------- answers (our API = upstream)

export const TECNOLOGIAS = ['FTTH', 'NEBA', 'VDSL', 'ADSL', '4G', '5G'] as const;

export const lineaSchema = z.object({
  msisdn: z.string().max(20),
  tipo: z.enum(['MOVIL', 'FIJO', 'FIBRA']),
  tarifa: texto(120),
  estado: z.enum(['ACTIVA', 'SUSPENDIDA', 'BAJA']),
  alta: fecha,
  permanencia_hasta: fecha.nullable(),
  cuota: importe,
});
export const lineasSchema = z.object({ operador: texto(40), lineas: z.array(lineaSchema).max(200) });
export type Lineas = z.infer<typeof lineasSchema>;

export const facturaSchema = z.object({
  numero: texto(40),
  mes,
  fecha,
  importe,
  estado: z.enum(['PAGADA', 'PENDIENTE', 'DEVUELTA']),
  lineas: z.array(z.object({ concepto: texto(200), importe })).max(100),
});
export const facturasSchema = z.object({ facturas: z.array(facturaSchema).max(120) });
export type Facturas = z.infer<typeof facturasSchema>;

export const registroSchema = z.object({
  msisdn: z.string().max(20),
  fecha,
  tipo: texto(60),
  descripcion: texto(500),
});
export const registrosSchema = z.object({ registros: z.array(registroSchema).max(1000) });
export type Registros = z.infer<typeof registrosSchema>;

export const opcionRenuevoSchema = z.object({
  pdf_id: z.string().max(40),
  titulo: texto(200),
  terminal: texto(120).nullable(),
  cuota_mensual: importe,
  permanencia_meses: z.number().int().min(0).max(60),
  descuento: importe,
});
export const renuevoSchema = z.object({
  msisdn: z.string().max(20),
  opciones: z.array(opcionRenuevoSchema).max(50),
});
export type Renuevo = z.infer<typeof renuevoSchema>;

export const coberturaTecnologiaSchema = z.object({
  tecnologia: z.enum(TECNOLOGIAS),
  disponible: z.boolean(),
  velocidad_max_mb: z.number().int().min(0).max(100_000).nullable(),
  observaciones: texto(300),
});
export const coberturaAuthSchema = z.object({ autorizado: z.boolean() });
export const direccionCandidataSchema = z.object({
  direccion_id: z.string().max(40),
  direccion: texto(200),
  cp: z.string().max(5),
  localidad: texto(100),
});
export const coberturaDireccionesSchema = z.object({
  direcciones: z.array(direccionCandidataSchema).max(50),
});
export const coberturaResultadoSchema = z.object({
  direccion: texto(200),
  tecnologias: z.array(coberturaTecnologiaSchema).max(10),
});
export type CoberturaResultado = z.infer<typeof coberturaResultadoSchema>;
export const coberturaCpSchema = z.object({
  cp: z.string().max(5),
  localidad: texto(100),
  tecnologias: z.array(
    z.object({ tecnologia: z.enum(TECNOLOGIAS), porcentaje_cubierto: z.number().min(0).max(100) }),
  ),
});
export const geocodingSchema = z.object({
  direccion: texto(200),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** A provider's order state: its number (SPEC §4) or `active`. */
export const estadoOrdenSchema = z.union([z.number().int().min(0).max(999), z.literal('active')]);
export const ordenSchema = z.object({
  order_id: z.string().max(40),
  fecha,
  estado: estadoOrdenSchema,
  producto: texto(200),
  msisdn: z.string().max(20).nullable(),
  contract_id: z.string().max(40).nullable(),
});
export const ordenesSchema = z.object({ ordenes: z.array(ordenSchema).max(200) });
export type Orden = z.infer<typeof ordenSchema>;
export const ordenDetalleSchema = ordenSchema.extend({
  direccion_instalacion: texto(200).nullable(),
  historial: z.array(z.object({ fecha, estado: estadoOrdenSchema, descripcion: texto(300) })).max(100),
});
export type OrdenDetalle = z.infer<typeof ordenDetalleSchema>;

export const recursoSchema = z.object({
  id: z.string().max(40),
  nombre: texto(200),
  tipo: texto(60),
  actualizado: fecha,
});
export const recursosSchema = z.object({ recursos: z.array(recursoSchema).max(500) });
export const releaseSchema = z.object({
  id: z.string().max(40),
  version: texto(40),
  fecha,
  notas: texto(2000),
});
export const releasesSchema = z.object({ releases: z.array(releaseSchema).max(500) });

/** Offers tracking (D): every answer sits under `data`; check-access says whether to retry. */
export const SEGUIMIENTO_VISTAS = [
  'seguimiento-ofertas-detalle',
  'seguimiento-ofertas-resumen',
  'seguimiento-ofertas-ofertas',
  'seguimiento-ofertas-second',
  'tramitaciones-ofertas',
  'variables-graphic',
  'tickets',
] as const;
export type SeguimientoVista = (typeof SEGUIMIENTO_VISTAS)[number];
export const checkAccessSchema = z.object({ data: z.object({ access: z.boolean() }) });
const fila = z.record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]));
/** The tables' rows are flat records (column → value); each view declares its columns. */
export const seguimientoTablaSchema = z.object({
  data: z.object({
    columnas: z.array(z.object({ campo: z.string().max(60), titulo: texto(120) })).max(40),
    filas: z.array(fila).max(5000),
  }),
});
export type SeguimientoTabla = z.infer<typeof seguimientoTablaSchema>;
export const seguimientoSerieSchema = z.object({
  data: z.object({
    series: z
      .array(
        z.object({
          nombre: texto(120),
          puntos: z.array(z.object({ x: z.string().max(40), y: z.number() })).max(400),
        }),
      )
      .max(20),
  }),
});
export const ofertaSeguimientoSchema = z.object({
  data: z.object({ id: z.string().max(40), campos: fila }),
});
export const seguimientoIdPathSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/) });

/** The failures every provider call may answer besides its 200 (the API's fallo-http.ts). */
export const FALLOS_PROVEEDOR = {
  400: badRequestSchema,
  404: detailSchema,
  409: detailSchema,
  502: detailSchema,
  504: detailSchema,
} as const;

/** The offers tracking's views drawn as tables (the variables' view is a series). */
export type VistaTabla = Exclude<SeguimientoVista, 'variables-graphic'>;
export const VISTAS_TABLA = SEGUIMIENTO_VISTAS.filter(
  (vista): vista is VistaTabla => vista !== 'variables-graphic',
);
