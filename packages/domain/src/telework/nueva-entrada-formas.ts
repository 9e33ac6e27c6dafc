import { z } from 'zod';
import { idSchema } from '../http/id';
import { isAgendadoTimeAcceptable } from './agendado-range';
import { TIPOS_ENTRADA, type TipoEntrada } from './atencion-constants';
import { fechaHora, texto } from '../validators/campos';
import { MENSAJES_TELEWORK } from './telework-fields';
import { TELEWORK_LIMITS } from './telework-limits';

/**
 * The two shapes of a new entry (POST /api/atenciones/entradas/, SPEC §3 "Other customer forms").
 * Flat: the variant's fields beside the entry's, as the web form sends them. Nested: the variant
 * in its own object, as SPEC §3 "Attention" and the answer carry it. Both become one command, the
 * flat entry; `nuevaEntradaSchema` (telework-schemas.ts) picks the shape (docs/decisions/).
 */

/** The variant fields of the flat shape; beside a nested variant they mix the two shapes. */
const CAMPOS_VARIANTE_PLANA = ['fechaAgendado', 'razon', 'tipoNoInteresado'] as const;
/** The nested variants and the tipo each belongs to. */
const VARIANTES_ANIDADAS = { agendado: 'AGENDADO', no_interesado: 'NO_INTERESADO' } as const satisfies Record<
  string,
  TipoEntrada
>;
type VarianteAnidada = keyof typeof VARIANTES_ANIDADAS;

export const MENSAJES_ENTRADA = {
  formaMezclada: `No combine la forma plana (${CAMPOS_VARIANTE_PLANA.join(', ')}) con la anidada (${Object.keys(VARIANTES_ANIDADAS).join(', ')}): use una sola`,
  varianteAjena: (variante: string, tipo: string) => `Una entrada de tipo ${tipo} no lleva ${variante}`,
  notasDuplicadas: (variante: string) =>
    `Indique las notas una sola vez: en la entrada o dentro de ${variante}`,
  varianteNoObjeto: (variante: string, campos: string[]) =>
    `${variante} debe ser un objeto con los campos ${campos.join(', ')}`,
  // The unknown names are not echoed: they are the caller's input, of any length.
  camposNoAdmitidos: (variante: string, campos: string[]) =>
    `${variante} solo admite los campos ${campos.join(', ')}`,
} as const;

const notas = texto(TELEWORK_LIMITS.notasAtencionMaxLength).nullish();
const fechaAgendado = fechaHora.nullish();
const razon = texto(TELEWORK_LIMITS.razonMaxLength).nullish();
const tipoNoInteresado = texto(TELEWORK_LIMITS.tipoNoInteresadoMaxLength).nullish();

/** What every entry carries at its top level, whichever its shape. */
const camposDeEntrada = {
  cliente: idSchema,
  tipo: z.enum(TIPOS_ENTRADA),
  notas,
  gestion: idSchema.nullish(),
  tipo_llamada: texto(TELEWORK_LIMITS.tipoLlamadaMaxLength).nullish(),
};

type Path = PropertyKey[];

// Each variant's rule, at the path its shape gives the field.
function requireFechaAgendado(value: string | null | undefined, path: Path, ctx: z.RefinementCtx): void {
  if (!value) {
    ctx.addIssue({ code: 'custom', path, message: MENSAJES_TELEWORK.fechaAgendadoObligatoria });
  } else if (!isAgendadoTimeAcceptable(new Date(value), new Date())) {
    ctx.addIssue({ code: 'custom', path, message: MENSAJES_TELEWORK.fechaAgendadoPasada });
  }
}

function requireRazon(value: string | null | undefined, path: Path, ctx: z.RefinementCtx): void {
  if (!value) ctx.addIssue({ code: 'custom', path, message: MENSAJES_TELEWORK.razonObligatoria });
}

function requireGestion(value: number | null | undefined, ctx: z.RefinementCtx): void {
  if (!value)
    ctx.addIssue({ code: 'custom', path: ['gestion'], message: MENSAJES_TELEWORK.gestionObligatoria });
}

/** The flat shape, and the command both shapes become. */
export const entradaPlanaSchema = z
  .object({ ...camposDeEntrada, fechaAgendado, razon, tipoNoInteresado })
  .meta({ title: 'Entrada plana', description: 'Los campos de la variante junto a los de la entrada.' })
  .superRefine((entrada, ctx) => {
    if (entrada.tipo === 'AGENDADO') requireFechaAgendado(entrada.fechaAgendado, ['fechaAgendado'], ctx);
    if (entrada.tipo === 'NO_INTERESADO') requireRazon(entrada.razon, ['razon'], ctx);
    if (entrada.tipo === 'GESTION') requireGestion(entrada.gestion, ctx);
  });
export type EntradaPlana = z.output<typeof entradaPlanaSchema>;

/** A nested variant: an object of exactly these fields, so a misplaced name is not dropped unseen. */
function varianteSchema<Shape extends z.ZodRawShape>(variante: VarianteAnidada, shape: Shape) {
  const campos = Object.keys(shape);
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? MENSAJES_ENTRADA.camposNoAdmitidos(variante, campos)
        : MENSAJES_ENTRADA.varianteNoObjeto(variante, campos),
  });
}

/** The nested shape, turned into the flat command. */
export const entradaAnidadaSchema = z
  .object({
    ...camposDeEntrada,
    agendado: varianteSchema('agendado', { fechaAgendado, notas }).nullish(),
    // `tipo` here is the kind of no-interest (the flat `tipoNoInteresado`), as in the answer.
    no_interesado: varianteSchema('no_interesado', { razon, tipo: tipoNoInteresado, notas }).nullish(),
  })
  .meta({
    title: 'Entrada anidada',
    description:
      'La variante en su propio objeto, como la devuelve la respuesta (SPEC §3): ' +
      'agendado {fechaAgendado, notas} o no_interesado {razon, tipo, notas}.',
  })
  .superRefine((entrada, ctx) => {
    for (const [variante, tipo] of Object.entries(VARIANTES_ANIDADAS) as [VarianteAnidada, TipoEntrada][]) {
      const nested = entrada[variante];
      if (nested && entrada.tipo !== tipo) {
        ctx.addIssue({
          code: 'custom',
          path: [variante],
          message: MENSAJES_ENTRADA.varianteAjena(variante, entrada.tipo),
        });
      }
      if (nested?.notas && entrada.notas) {
        ctx.addIssue({
          code: 'custom',
          path: [variante, 'notas'],
          message: MENSAJES_ENTRADA.notasDuplicadas(variante),
        });
      }
    }
    if (entrada.tipo === 'AGENDADO')
      requireFechaAgendado(entrada.agendado?.fechaAgendado, ['agendado', 'fechaAgendado'], ctx);
    if (entrada.tipo === 'NO_INTERESADO')
      requireRazon(entrada.no_interesado?.razon, ['no_interesado', 'razon'], ctx);
    if (entrada.tipo === 'GESTION') requireGestion(entrada.gestion, ctx);
  })
  .transform(({ agendado, no_interesado, ...entrada }): EntradaPlana => ({
    ...entrada,
    notas: agendado?.notas || no_interesado?.notas || entrada.notas,
    fechaAgendado: agendado?.fechaAgendado,
    razon: no_interesado?.razon,
    tipoNoInteresado: no_interesado?.tipo,
  }));

/** What a client may send, either shape: the OpenAPI document describes the body with it. */
export const nuevaEntradaFormasSchema = z.union([entradaPlanaSchema, entradaAnidadaSchema]);

const isSet = (body: object, key: string) =>
  Object.hasOwn(body, key) && (body as Record<string, unknown>)[key] != null;

/**
 * A body's shape: nested when it carries a variant object (null is none, as in the answer), and
 * then the flat variant fields that mix the two shapes.
 */
export function formaDeEntrada(body: unknown): { anidada: boolean; camposMezclados: string[] } {
  if (typeof body !== 'object' || body === null) return { anidada: false, camposMezclados: [] };
  const anidada = Object.keys(VARIANTES_ANIDADAS).some((key) => isSet(body, key));
  return { anidada, camposMezclados: anidada ? CAMPOS_VARIANTE_PLANA.filter((key) => isSet(body, key)) : [] };
}
