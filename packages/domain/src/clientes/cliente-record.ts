import { z } from 'zod';
import { pageSchema } from '../http/page';
import { comercialRefSchema } from '../people/comercial-ref';

/** A customer as the API answers it (list rows and single records): one shape for both sides. */
export const clienteRecordSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  documento: z.string().nullable(),
  tipo_documento: z.string().nullable(),
  telefonos_contacto: z.array(z.string()),
  email: z.string().nullable(),
  origen_bbdd: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  segmento: z.string().nullable(),
  isp_actual: z.string().nullable(),
  razon_no_interesado: z.string().nullable(),
  direccion: z.object({
    direccion: z.string().nullable(),
    cp: z.string().nullable(),
    localidad: z.string().nullable(),
  }),
  fecha_contacto: z.string().nullable(),
  comercial: comercialRefSchema.nullable(),
  notas: z.string().nullable(),
  estado: z.string(),
  created_on: z.string(),
  updated_on: z.string(),
  last_atencion: z
    .object({
      id: z.number().int(),
      tipo: z.string(),
      estado: z.string(),
      updated_on: z.string(),
      fecha_agendado: z.string().nullable(),
    })
    .nullable(),
  /** When the next pending callback is due (ISO instant), null when none is pending. */
  proxima_llamada: z.string().nullable(),
  /**
   * Which of `telefonos_contacto` are on the do-not-call list (decision 152), in their order:
   * every screen shows these with no click-to-call, with no extra request per row.
   */
  telefonos_no_llamar: z.array(z.string()),
});

export type ClienteRecord = z.infer<typeof clienteRecordSchema>;

/** GET /api/clientes/entradas/: a page of customers (SPEC §7). */
export const clientesPageSchema = pageSchema(clienteRecordSchema);

/**
 * 409 of a customer save (SPEC §5, docs/decisions/ 17): the taken document or phone and, when
 * the caller may see it, the customer holding it. DRF-like lists of one value each.
 */
export const clienteDuplicateSchema = z.object({
  detail: z.string(),
  field: z.tuple([z.enum(['documento', 'telefonos_contacto'])]),
  value: z.tuple([z.string()]),
  cliente_id: z.tuple([z.string().regex(/^\d+$/)]).optional(),
});
export type ClienteDuplicate = z.infer<typeof clienteDuplicateSchema>;
