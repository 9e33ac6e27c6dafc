import { z } from 'zod';
import { taskStartedSchema } from '../jobs/task-status-contract';
import { emailSchema } from '../validators/email';

/**
 * Issue 31 §3 "the offer sent from the app": the distributor's outgoing mail (SMTP server and the
 * message template, GET/PUT /api/distribuidores/correo/) and the send of a saved offer's PDF
 * (POST /api/atenciones/oferta/{id}/enviar-correo/).
 */
export const MENSAJES_ENVIO_CORREO = {
  obligatorio: 'Este campo es obligatorio',
  saltoDeLinea: 'No puede contener saltos de línea',
  largo: (max: number) => `Como máximo ${max} caracteres`,
  host: 'Servidor no válido: solo letras, números, puntos y guiones',
  puerto: 'Puerto entre 1 y 65535',
  passwordNecesaria: 'Indique la contraseña del usuario del servidor de correo',
  marcadorDesconocido: (marcador: string) =>
    `El marcador {${marcador}} no existe; use ${MARCADORES_PLANTILLA.map((m) => `{${m}}`).join(', ')}`,
  sinConfigurar: 'El distribuidor no tiene configurado el correo saliente',
  sinDestinatario: 'El cliente no tiene correo electrónico; indique a quién enviar la oferta',
  correoClienteNoValido: 'El correo electrónico del cliente no es válido; indique a quién enviar la oferta',
} as const;

/** A send's outcome as people read it (envios_oferta.estado; the right-of-access file shows it). */
export const ETIQUETAS_ESTADO_ENVIO: Readonly<Record<string, string>> = {
  SOLICITADO: 'Pendiente de envío',
  ENVIADO: 'Enviado',
  FALLIDO: 'No enviado',
};

export const ASUNTO_MAX = 200;
export const CUERPO_MAX = 5000;
const HOST_MAX = 253;
const USUARIO_MAX = 254;
const PASSWORD_MAX = 256;
const NOMBRE_MAX = 100;

/** A header value (subject, name, address) must not start a new header (header injection). */
const LINE_BREAK = /[\r\n]/;
export const sinSaltoDeLinea = (value: string) => !LINE_BREAK.test(value);

const lineaSchema = (max: number) =>
  z
    .string()
    .refine(sinSaltoDeLinea, MENSAJES_ENVIO_CORREO.saltoDeLinea)
    .transform((value) => value.trim())
    .pipe(z.string().max(max, MENSAJES_ENVIO_CORREO.largo(max)));

/** An address for a mail header: a CR or LF is refused before the trim could hide it. */
export const correoCabeceraSchema = z
  .string()
  .refine(sinSaltoDeLinea, MENSAJES_ENVIO_CORREO.saltoDeLinea)
  .pipe(emailSchema);

/** The placeholders a template may use, filled at each send. */
export const MARCADORES_PLANTILLA = ['cliente', 'comercial', 'distribuidor', 'oferta'] as const;
export type MarcadorPlantilla = (typeof MARCADORES_PLANTILLA)[number];
const MARCADOR = /\{([^{}\s]+)\}/g;

function marcadoresDesconocidos(texto: string): string[] {
  return [...texto.matchAll(MARCADOR)]
    .map((match) => match[1] ?? '')
    .filter((nombre) => !(MARCADORES_PLANTILLA as readonly string[]).includes(nombre));
}

const conMarcadoresConocidos = <T extends z.ZodType<string>>(schema: T) =>
  schema.superRefine((texto, context) => {
    const [desconocido] = marcadoresDesconocidos(texto);
    if (desconocido !== undefined)
      context.addIssue({ code: 'custom', message: MENSAJES_ENVIO_CORREO.marcadorDesconocido(desconocido) });
  });

const asuntoSchema = conMarcadoresConocidos(
  lineaSchema(ASUNTO_MAX).pipe(z.string().min(1, MENSAJES_ENVIO_CORREO.obligatorio)),
);
const cuerpoSchema = conMarcadoresConocidos(
  z
    .string()
    .trim()
    .min(1, MENSAJES_ENVIO_CORREO.obligatorio)
    .max(CUERPO_MAX, MENSAJES_ENVIO_CORREO.largo(CUERPO_MAX)),
);

export const plantillaCorreoSchema = z.strictObject({ asunto: asuntoSchema, cuerpo: cuerpoSchema });
export type PlantillaCorreo = z.infer<typeof plantillaCorreoSchema>;

/** What a distributor sends until its Admin writes its own. */
export const PLANTILLA_POR_DEFECTO: PlantillaCorreo = {
  asunto: 'Su oferta de {distribuidor}',
  cuerpo:
    'Hola, {cliente}:\n\nLe adjuntamos la oferta que hemos preparado para usted.\n\n' +
    'Para cualquier duda, responda a este correo.\n\nUn saludo,\n{comercial}\n{distribuidor}',
};

/**
 * The template with its placeholders filled. A value never brings a line break into the subject
 * (a customer's name is stored text: it is folded to spaces), and placeholders are replaced in
 * one pass, so a value that looks like a placeholder stays as written.
 */
export function renderPlantillaCorreo(
  plantilla: PlantillaCorreo,
  valores: Readonly<Record<MarcadorPlantilla, string>>,
): PlantillaCorreo {
  const fill = (texto: string) =>
    texto.replace(MARCADOR, (entero, nombre: string) =>
      Object.hasOwn(valores, nombre) ? valores[nombre as MarcadorPlantilla] : entero,
    );
  return {
    asunto: fill(plantilla.asunto)
      .replace(/[\r\n]+/g, ' ')
      .trim(),
    cuerpo: fill(plantilla.cuerpo),
  };
}

/** Not in the spec, so the usual three: implicit TLS (465), STARTTLS required (587) or none (a local relay). */
export const SEGURIDADES_SMTP = ['tls', 'starttls', 'ninguna'] as const;

const smtpCampos = {
  host: z
    .string()
    .trim()
    .min(1, MENSAJES_ENVIO_CORREO.obligatorio)
    .max(HOST_MAX)
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/, MENSAJES_ENVIO_CORREO.host),
  puerto: z.number().int().min(1, MENSAJES_ENVIO_CORREO.puerto).max(65535, MENSAJES_ENVIO_CORREO.puerto),
  seguridad: z.enum(SEGURIDADES_SMTP),
  /** Null: the server takes mail without signing in (a relay inside the distributor's network). */
  usuario: lineaSchema(USUARIO_MAX).pipe(z.string().min(1, MENSAJES_ENVIO_CORREO.obligatorio)).nullable(),
  remitente_email: correoCabeceraSchema,
  remitente_nombre: lineaSchema(NOMBRE_MAX).pipe(z.string().min(1, MENSAJES_ENVIO_CORREO.obligatorio)),
};

/** GET: the server as stored, never its password: only whether one is kept. */
export const smtpVistaSchema = z.strictObject({
  host: z.string(),
  puerto: z.number().int(),
  seguridad: z.enum(SEGURIDADES_SMTP),
  usuario: z.string().nullable(),
  remitente_email: z.string(),
  remitente_nombre: z.string(),
  password_guardada: z.boolean(),
});
export type SmtpVista = z.infer<typeof smtpVistaSchema>;

/** PUT: `password` absent keeps the stored one (the form never receives it back). */
export const smtpFormSchema = z.strictObject({
  ...smtpCampos,
  password: z
    .string()
    .min(1, MENSAJES_ENVIO_CORREO.obligatorio)
    .max(PASSWORD_MAX, MENSAJES_ENVIO_CORREO.largo(PASSWORD_MAX))
    .optional(),
});
export type SmtpForm = z.infer<typeof smtpFormSchema>;

/** GET and PUT's answer; plain types, as an answer is checked, not parsed. */
export const correoDistribuidorSchema = z.strictObject({
  smtp: smtpVistaSchema.nullable(),
  plantilla: z.strictObject({ asunto: z.string(), cuerpo: z.string() }),
});
export type CorreoDistribuidor = z.infer<typeof correoDistribuidorSchema>;

export const correoDistribuidorUpdateSchema = z.strictObject({
  smtp: smtpFormSchema,
  plantilla: plantillaCorreoSchema,
});
export type CorreoDistribuidorUpdate = z.infer<typeof correoDistribuidorUpdateSchema>;

/** POST enviar-correo: every part optional; by default the customer's address and the template. */
export const envioOfertaRequestSchema = z.strictObject({
  para: correoCabeceraSchema.optional(),
  asunto: asuntoSchema.optional(),
  mensaje: cuerpoSchema.optional(),
});
export type EnvioOfertaRequest = z.infer<typeof envioOfertaRequestSchema>;

/** The job to follow (task-status), where it goes, and whether the offer became Presentada. */
export const envioOfertaAnswerSchema = taskStartedSchema.extend({
  para: z.string(),
  pasaAPresentada: z.boolean(),
});
export type EnvioOfertaAnswer = z.infer<typeof envioOfertaAnswerSchema>;
