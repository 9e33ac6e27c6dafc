import { z } from 'zod';
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

const optionalId = z.coerce
  .number()
  .int()
  .positive()
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
    telefonos_contacto: z.array(z.string().max(30)).max(MAX_TELEFONOS).default([]),
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
        cp: optionalText(10),
        localidad: optionalText(120),
      })
      .default({ direccion: null, cp: null, localidad: null }),
    fecha_contacto: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha no válida (AAAA-MM-DD)')
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((value) => value ?? null),
    comercial: optionalId,
    notas: optionalText(MAX_NOTAS),
  })
  .transform((form, ctx) => {
    const telefonos: string[] = [];
    form.telefonos_contacto.forEach((raw, index) => {
      if (!raw.trim()) return;
      const result = validateTelefono(raw);
      if (!result.ok)
        ctx.addIssue({ code: 'custom', message: result.message, path: ['telefonos_contacto', index] });
      else if (!telefonos.includes(result.value)) telefonos.push(result.value);
    });
    let documento = form.documento;
    if (documento) {
      if (!form.tipo_documento) {
        ctx.addIssue({ code: 'custom', message: 'Indique el tipo de documento', path: ['tipo_documento'] });
      } else {
        const result = validateDocumento(form.tipo_documento, documento);
        if (result.ok) documento = result.value;
        else ctx.addIssue({ code: 'custom', message: result.message, path: ['documento'] });
      }
    }
    let cp = form.direccion.cp;
    if (cp) {
      const result = validateCodigoPostal(cp);
      if (result.ok) cp = result.value;
      else ctx.addIssue({ code: 'custom', message: result.message, path: ['direccion', 'cp'] });
    }
    return { ...form, documento, telefonos_contacto: telefonos, direccion: { ...form.direccion, cp } };
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
