import { z } from 'zod';
import { INVALID_ID, MAX_ID } from '../http/id';
import { diaSchema } from '../time/dia';
import { validateCodigoPostal } from '../validators/codigo-postal';
import { emailSchema } from '../validators/email';
import { tipoDocumentoSchema, validateDocumento } from '../validators/documento';
import { validateTelefono } from '../validators/telefono';

export const MAX_TELEFONOS = 10;
const MAX_TEXT = 200;
const MAX_NOTAS = 5000;

/** SPEC §5: blank text becomes null before saving. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A blank entry is dropped later; any other entry must be a valid phone (normalised here). */
const telefonoEntry = z
  .string()
  .max(30)
  .transform((raw, ctx) => {
    if (!raw.trim()) return '';
    const result = validateTelefono(raw);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });

const codigoPostal = optionalText(10).transform((cp, ctx) => {
  if (cp === null) return null;
  const result = validateCodigoPostal(cp);
  if (result.ok) return result.value;
  ctx.addIssue({ code: 'custom', message: result.message });
  return z.NEVER;
});

const DOCUMENT_FIELDS = ['documento', 'tipo_documento'];

const optionalId = z.coerce
  .number()
  .int()
  .positive()
  .max(MAX_ID, INVALID_ID)
  .nullish()
  .transform((value) => value ?? null);

/**
 * SPEC §3 "Telework customer form" as the API receives it (snake_case body, SPEC §7). One schema
 * for the web form and the server: the values it outputs are normalised (documento, phones, cp).
 */
export const clienteFormSchema = z
  .object({
    nombre: z
      .string()
      .trim()
      .min(1, 'El nombre es obligatorio')
      .max(MAX_TEXT, `Máximo ${MAX_TEXT} caracteres`),
    documento: optionalText(30),
    tipo_documento: tipoDocumentoSchema.nullish().transform((value) => value ?? null),
    telefonos_contacto: z
      .array(telefonoEntry)
      .max(MAX_TELEFONOS)
      .default([])
      .transform((telefonos) => [...new Set(telefonos.filter(Boolean))]),
    email: emailSchema
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((value) => value ?? null),
    origen_bbdd: optionalId,
    segmento: optionalText(60),
    isp_actual: optionalText(60),
    razon_no_interesado: optionalText(MAX_TEXT),
    direccion: z
      .object({
        direccion: optionalText(MAX_TEXT),
        cp: codigoPostal,
        localidad: optionalText(120),
      })
      .default({ direccion: null, cp: null, localidad: null }),
    fecha_contacto: diaSchema
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((value) => value ?? null),
    comercial: optionalId,
    notas: optionalText(MAX_NOTAS),
  })
  // The document's rule depends on its type; it runs even when other fields failed, so the form
  // shows every problem at once.
  .superRefine(
    (form, ctx) => {
      if (!form.documento) return;
      if (!form.tipo_documento) {
        ctx.addIssue({ code: 'custom', message: 'Indique el tipo de documento', path: ['tipo_documento'] });
        return;
      }
      const result = validateDocumento(form.tipo_documento, form.documento);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message, path: ['documento'] });
    },
    {
      // Only once the body is an object and both document fields parsed.
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some(
          (issue) => !issue.path?.length || DOCUMENT_FIELDS.includes(String(issue.path[0])),
        ),
    },
  )
  .transform((form) => {
    const checked =
      form.documento && form.tipo_documento ? validateDocumento(form.tipo_documento, form.documento) : null;
    return { ...form, documento: checked?.ok ? checked.value : form.documento };
  });

export type ClienteFormInput = z.input<typeof clienteFormSchema>;
export type ClienteForm = z.output<typeof clienteFormSchema>;

/**
 * SPEC §5: the fields whose change makes a customer form "dirty" (unsaved-changes warning).
 * Phones compare by count, as the spec says.
 */
export function clienteFormsDiffer(a: ClienteFormInput, b: ClienteFormInput): boolean {
  const blank = (value: unknown) => (value === undefined || value === '' ? null : value);
  const pick = (form: ClienteFormInput) => [
    form.nombre,
    form.documento,
    form.tipo_documento,
    form.email,
    form.direccion?.direccion,
    form.direccion?.cp,
    form.direccion?.localidad,
    form.fecha_contacto,
    form.segmento,
    form.isp_actual,
    form.razon_no_interesado,
    form.notas,
    form.comercial,
    form.origen_bbdd,
    (form.telefonos_contacto ?? []).length,
  ];
  const left = pick(a).map(blank);
  const right = pick(b).map(blank);
  return left.some((value, index) => value !== right[index]);
}
