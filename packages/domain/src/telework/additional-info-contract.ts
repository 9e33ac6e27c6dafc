import { z } from 'zod';
import { idParamSchema, idSchema } from '../http/id';
import { comercialRefSchema } from '../people/comercial-ref';
import { fecha, texto } from '../validators/campos';
import { MENSAJES_TELEWORK } from './telework-fields';

/**
 * SPEC §3 "Additional info per order (created and updated): fields not shown"; SPEC §7
 * POST /api/atenciones/additionalinfo/ and PUT .../{id}/ with a snake-case body. What the back
 * office records about a package's provider order, one per package (decision 75).
 */
export const ADDITIONAL_INFO_LIMITS = {
  texto: 200,
  observaciones: 2000,
  /** The days an order date may fall on: anything outside is a typing slip (2206, 0226). */
  primerDia: '2000-01-01',
  ultimoDia: '2099-12-31',
} as const;

export const MENSAJES_ADDITIONAL_INFO = {
  fecha: `Fecha no válida (AAAA-MM-DD, entre ${ADDITIONAL_INFO_LIMITS.primerDia} y ${ADDITIONAL_INFO_LIMITS.ultimoDia})`,
  portabilidad: 'Indique true o false',
  activacionAntesDeSolicitud: 'La fecha de activación no puede ser anterior a la de solicitud',
  duplicada: 'El paquete ya tiene información adicional: modifíquela en lugar de crear otra',
  noEncontrada: 'No se ha encontrado la información adicional',
} as const;

/** Whether a YYYY-MM-DD day is a real one within the order dates' span. */
function isFechaPedido(day: string): boolean {
  const { primerDia, ultimoDia } = ADDITIONAL_INFO_LIMITS;
  return fecha.safeParse(day).success && day >= primerDia && day <= ultimoDia;
}

/** Absent stays undefined (a PUT keeps the stored value); null or blank is null (clears it). */
const absentOrNull = <T>(value: T | null | undefined) => (value === undefined ? undefined : value || null);

const textoOpcional = (max: number) => texto(max).nullish().transform(absentOrNull);

const fechaOpcional = z
  .string({ error: MENSAJES_ADDITIONAL_INFO.fecha })
  .trim()
  .refine((day) => day === '' || isFechaPedido(day), MENSAJES_ADDITIONAL_INFO.fecha)
  .nullish()
  .transform(absentOrNull);

/** The fields a client writes, each optional: POST stores absent ones empty, PUT keeps them. */
const additionalInfoFields = {
  numero_pedido: textoOpcional(ADDITIONAL_INFO_LIMITS.texto),
  fecha_solicitud: fechaOpcional,
  fecha_instalacion: fechaOpcional,
  fecha_activacion: fechaOpcional,
  portabilidad: z.boolean({ error: MENSAJES_ADDITIONAL_INFO.portabilidad }).optional(),
  operador_donante: textoOpcional(ADDITIONAL_INFO_LIMITS.texto),
  observaciones: textoOpcional(ADDITIONAL_INFO_LIMITS.observaciones),
};

/** Dates of an order as stored (or about to be). */
export interface FechasPedido {
  fecha_solicitud: string | null;
  fecha_activacion: string | null;
}

/** An order is activated on or after it was requested (ISO days compare as text). */
export function activacionAntesDeSolicitud({ fecha_solicitud, fecha_activacion }: FechasPedido): boolean {
  return fecha_solicitud !== null && fecha_activacion !== null && fecha_activacion < fecha_solicitud;
}

/** POST /api/atenciones/additionalinfo/: `paquete` and any of the fields. */
export const additionalInfoCreateSchema = z.object({ paquete: idSchema, ...additionalInfoFields }).refine(
  (body) =>
    !activacionAntesDeSolicitud({
      fecha_solicitud: body.fecha_solicitud ?? null,
      fecha_activacion: body.fecha_activacion ?? null,
    }),
  { path: ['fecha_activacion'], message: MENSAJES_ADDITIONAL_INFO.activacionAntesDeSolicitud },
);
export type AdditionalInfoCreate = z.output<typeof additionalInfoCreateSchema>;

/**
 * PUT /api/atenciones/additionalinfo/{id}/: the fields to change (at least one); the package is
 * fixed. The date rule is checked on the stored row with the changes applied.
 */
export const additionalInfoUpdateSchema = z
  .object(additionalInfoFields)
  .refine((body) => Object.values(body).some((value) => value !== undefined), MENSAJES_TELEWORK.sinCambios);
export type AdditionalInfoUpdate = z.output<typeof additionalInfoUpdateSchema>;

/** GET /api/atenciones/additionalinfo/?paquete=N (decision: the spec shows no read). */
export const additionalInfoQuerySchema = z.object({ paquete: idParamSchema });

/** How every call answers an additional info (snake_case, as it is written). */
export const additionalInfoSchema = z.object({
  id: z.number().int(),
  paquete: z.number().int(),
  numero_pedido: z.string().nullable(),
  fecha_solicitud: z.string().nullable(),
  fecha_instalacion: z.string().nullable(),
  fecha_activacion: z.string().nullable(),
  portabilidad: z.boolean(),
  operador_donante: z.string().nullable(),
  observaciones: z.string().nullable(),
  /** Who recorded it. */
  created_by: comercialRefSchema.nullable(),
  created_on: z.string(),
  updated_on: z.string(),
});
export type AdditionalInfo = z.infer<typeof additionalInfoSchema>;
