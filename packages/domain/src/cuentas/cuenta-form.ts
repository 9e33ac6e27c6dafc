import { z } from 'zod';
import { defineFilters } from '../http/list-filters';
import { pageSchema, type ListPaging } from '../http/page';
import type { RoleId } from '../permissions/roles';
import { validateCodigoPostal } from '../validators/codigo-postal';
import { tipoDocumentoSchema, validateDocumento } from '../validators/documento';
import { emailSchema } from '../validators/email';
import { validateIban } from '../validators/iban';
import { validateNuss } from '../validators/nuss';
import { validateTelefono } from '../validators/telefono';
import type { ValidationResult } from '../validators/validation-result';
import { ESTADOS_CUENTA, TIPOS_COMERCIAL } from './account-constants';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORDS_DISTINTAS, problemaDeLongitud } from './password-policy';

/**
 * SPEC §3 "Account form" as `POST/PUT /api/cuentas/entradas/` receive it (the spec's own field
 * names). SPEC §5: the client drops null fields, so on edit an absent field is left as it is; a
 * blank text clears it. One schema for the RRHH dialog and the server.
 */

const MAX_TEXT = 200;
export const MAX_NUMEROS_CONTACTO = 10;

export const MENSAJES_CUENTA = {
  username: 'Usuario no válido: de 3 a 150 letras, cifras o . @ + - _',
  rol: 'Rol no válido',
  estado: 'Estado no válido',
  tipoComercial: 'Tipo de comercial no válido',
  tipoDocumento: 'Indique el tipo de documento',
  costoGeneral: 'Importe no válido: hasta 2 decimales, no negativo',
  passwordObligatoria: 'Indique la contraseña inicial',
} as const;

/** Absent stays absent (edit keeps the value); blank becomes null (clears it). */
const optionalText = (max = MAX_TEXT) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value ? value : null));

/** An optional text checked (and normalised) by a validator when not blank. */
const validatedOptional = (validate: (value: string) => ValidationResult, max = 40) =>
  optionalText(max).transform((value, ctx) => {
    if (!value) return value;
    const result = validate(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });

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

export const rolSchema = z.object({
  id: z
    .number({ error: MENSAJES_CUENTA.rol })
    .int(MENSAJES_CUENTA.rol)
    .min(1, MENSAJES_CUENTA.rol)
    .max(4, MENSAJES_CUENTA.rol)
    .transform((id) => id as RoleId),
});

const passwordField = z
  .string()
  .max(PASSWORD_MAX * 4)
  .superRefine((value, ctx) => {
    const problema = problemaDeLongitud(value);
    if (problema) ctx.addIssue({ code: 'custom', message: problema });
  });

const cuentaFields = {
  username: z
    .string()
    .trim()
    .regex(/^[\w.@+-]{3,150}$/, MENSAJES_CUENTA.username),
  nombre: optionalText(),
  apellidos: optionalText(),
  rol: rolSchema,
  documento: optionalText(30),
  tipoDocumento: tipoDocumentoSchema.nullish(),
  numerosContacto: z
    .array(telefonoEntry)
    .max(MAX_NUMEROS_CONTACTO)
    .transform((numeros) => [...new Set(numeros.filter(Boolean))]),
  email: emailSchema.nullish().or(z.literal('').transform(() => null)),
  direccion: optionalText(),
  cp: validatedOptional(validateCodigoPostal, 10),
  localidad: optionalText(120),
  costoGeneral: z
    .union([z.number(), z.string().trim()])
    .transform((value) => (value === '' ? null : String(value)))
    .pipe(
      z
        .string()
        .regex(/^\d{1,10}(\.\d{1,2})?$/, MENSAJES_CUENTA.costoGeneral)
        .nullable(),
    )
    .nullish(),
  nuss: validatedOptional(validateNuss, 20),
  iban: validatedOptional(validateIban, 50),
  talla: optionalText(10),
  estado: z.enum(ESTADOS_CUENTA, { error: MENSAJES_CUENTA.estado }),
  tipoComercial: z.enum(TIPOS_COMERCIAL, { error: MENSAJES_CUENTA.tipoComercial }),
  password: passwordField,
  password2: z.string().max(PASSWORD_MAX * 4),
};

type Fields = {
  documento?: string | null;
  tipoDocumento?: string | null;
  password?: string;
  password2?: string;
};

// Checks that read two fields: the document by its type, and the password typed twice.
function crossChecks(form: Fields, ctx: z.RefinementCtx): void {
  if (form.documento) {
    if (!form.tipoDocumento) {
      ctx.addIssue({ code: 'custom', message: MENSAJES_CUENTA.tipoDocumento, path: ['tipoDocumento'] });
    } else {
      const result = validateDocumento(tipoDocumentoSchema.parse(form.tipoDocumento), form.documento);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message, path: ['documento'] });
    }
  }
  if (form.password !== undefined && form.password !== form.password2) {
    ctx.addIssue({ code: 'custom', message: PASSWORDS_DISTINTAS, path: ['password2'] });
  }
}

const normaliseDocumento = <T extends Fields>(form: T): T => {
  if (!form.documento || !form.tipoDocumento) return form;
  const checked = validateDocumento(tipoDocumentoSchema.parse(form.tipoDocumento), form.documento);
  return checked.ok ? { ...form, documento: checked.value } : form;
};

/** POST: username and the initial password are required; rol 4, ALTA and TIENDA by default. */
export const cuentaCreateSchema = z
  .object({
    ...cuentaFields,
    rol: rolSchema.default({ id: 4 }),
    numerosContacto: cuentaFields.numerosContacto.default([]),
    estado: cuentaFields.estado.default('ALTA'),
    tipoComercial: cuentaFields.tipoComercial.default('TIENDA'),
    password: z.string({ error: MENSAJES_CUENTA.passwordObligatoria }).pipe(passwordField),
    password2: z.string({ error: MENSAJES_CUENTA.passwordObligatoria }).max(PASSWORD_MAX * 4),
  })
  .strict()
  .superRefine(crossChecks)
  .transform(normaliseDocumento);
export type CuentaCreateInput = z.input<typeof cuentaCreateSchema>;
export type CuentaCreate = z.output<typeof cuentaCreateSchema>;

/** PUT: every field optional (absent = unchanged); a password given resets it. */
export const cuentaUpdateSchema = z
  .object(cuentaFields)
  .partial()
  .strict()
  .superRefine(crossChecks)
  .transform(normaliseDocumento);
export type CuentaUpdateInput = z.input<typeof cuentaUpdateSchema>;
export type CuentaUpdate = z.output<typeof cuentaUpdateSchema>;

/**
 * One account as the API answers it: never a password nor its hash. The IBAN travels masked
 * (`•••• 1234`, issue 16: only its last 4 digits are shown); a form leaves it out to keep it.
 */
export const cuentaSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  nombre_completo: z.string(),
  rol: z.object({ id: z.number().int() }),
  documento: z.string().nullable(),
  tipoDocumento: z.string().nullable(),
  numerosContacto: z.array(z.string()),
  email: z.string().nullable(),
  direccion: z.string().nullable(),
  cp: z.string().nullable(),
  localidad: z.string().nullable(),
  costoGeneral: z.string().nullable(),
  nuss: z.string().nullable(),
  iban: z.string().nullable(),
  talla: z.string().nullable(),
  estado: z.string(),
  tipoComercial: z.string(),
  must_change_password: z.boolean(),
});
export type Cuenta = z.infer<typeof cuentaSchema>;

/** The IBAN as lists show it: its last 4 characters behind a mask. */
export const ibanEnmascarado = (iban: string | null): string | null =>
  iban ? `•••• ${iban.slice(-4)}` : null;

/** RRHH's filters (issue 16): estado, rol and commercial type, plus the top-bar search. */
export const CUENTAS_FILTERS = defineFilters({
  estado: { kind: 'list', input: 'multi', label: 'Estado' },
  rol: { kind: 'list', input: 'multi', label: 'Rol' },
  tipo_comercial: { kind: 'list', input: 'multi', label: 'Tipo de comercial' },
});

export const CUENTAS_ORDERABLE = [
  'username',
  'nombre',
  'apellidos',
  'rol',
  'estado',
  'tipoComercial',
  'id',
] as const;
export type CuentasOrderable = (typeof CUENTAS_ORDERABLE)[number];

export const CUENTAS_PAGING: ListPaging<CuentasOrderable> = {
  defaultPageSize: 16,
  maxPageSize: 500,
  pageSizeOptions: [16, 32, 64],
  orderable: CUENTAS_ORDERABLE,
  defaultOrdering: 'nombre',
};

export const cuentasPageSchema = pageSchema(cuentaSchema);

export { PASSWORD_MIN };
