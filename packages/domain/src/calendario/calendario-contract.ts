import { z } from 'zod';
import { comercialElegibleSchema, mesSchema } from '../calculadora/objetivos-contract';
import { MUNICIPIOS_CON_FESTIVOS, esComunidadAutonoma } from '../calculadora/comunidades-autonomas';
import { idParamSchema } from '../http/id';
import { amountOutSchema } from '../money/decimal-amount';
import { diaSchema } from '../time/dia';

/**
 * Issue 14's Calendario (paths the spec does not show, decisions-calendario):
 * GET /api/calculadora/calendario/?month_year_updated_on=YYYY-MM&comercial=ID, a commercial's
 * month day by day; GET/PUT /api/calculadora/calendario-empresa/, the tenant's own calendar.
 */

export const calendarioQuerySchema = z.object({
  /** 'YYYY-MM'; the current Madrid month when absent. */
  month_year_updated_on: mesSchema.optional(),
  /** Whose month; the caller when absent. */
  comercial: idParamSchema.optional(),
});
export type CalendarioQuery = z.infer<typeof calendarioQuerySchema>;

export const TIPOS_FESTIVO = ['nacional', 'regional', 'empresa'] as const;
export type TipoFestivo = (typeof TIPOS_FESTIVO)[number];

export const diaCalendarioSchema = z.object({
  dia: z.string(),
  /** 0 Sunday … 6 Saturday. */
  dia_semana: z.number().int(),
  /** What the day counts in working days: '1.0', '0.5' or '0.0'. */
  peso: amountOutSchema,
  fin_de_semana: z.boolean(),
  festivos: z.array(z.object({ tipo: z.enum(TIPOS_FESTIVO), nombre: z.string() })),
  /** The commercial's holidays covering the day. */
  vacaciones: z.array(z.object({ id: z.number().int(), descripcion: z.string() })),
});
export type DiaCalendario = z.infer<typeof diaCalendarioSchema>;

export const agendadoCalendarioSchema = z.object({
  id: z.number().int(),
  /** ISO instant; the web shows it in Madrid's time. */
  fecha_agendado: z.string(),
  /** Madrid's day of the callback. */
  dia: z.string(),
  estado: z.string(),
  notas: z.string().nullable(),
  cliente: z.number().int(),
  cliente_nombre: z.string(),
});
export type AgendadoCalendario = z.infer<typeof agendadoCalendarioSchema>;

export const calendarioMesResponseSchema = z.object({
  mes: z.string(),
  comercial: comercialElegibleSchema,
  /** Who the caller may pick (ALTA accounts; a Comercial: themselves). */
  comerciales: z.array(comercialElegibleSchema),
  dias: z.array(diaCalendarioSchema),
  agendados: z.array(agendadoCalendarioSchema),
  /** The calculator's own figures (ritmoDelMes with the same calendar). */
  dias_laborables: z.object({ transcurridos: amountOutSchema, total: amountOutSchema }),
});
export type CalendarioMesResponse = z.infer<typeof calendarioMesResponseSchema>;

export const MAX_FESTIVOS_EMPRESA = 60;
export const MAX_NOMBRE_FESTIVO = 100;
export const MENSAJE_COMUNIDAD = 'Comunidad autónoma desconocida';
export const MENSAJE_MUNICIPIO = 'No se conocen los festivos de ese municipio en esa comunidad';
export const MENSAJE_DIA_REPETIDO = 'Día repetido';

const festivoEmpresaSchema = z.object({
  dia: diaSchema,
  nombre: z
    .string({ error: 'Nombre no válido' })
    .trim()
    .min(1, 'Indique el nombre del festivo')
    .max(MAX_NOMBRE_FESTIVO, `Máximo ${MAX_NOMBRE_FESTIVO} caracteres`),
});

export const calendarioEmpresaSchema = z
  .object({
    comunidad_autonoma: z.string({ error: MENSAJE_COMUNIDAD }).max(4, MENSAJE_COMUNIDAD).nullable(),
    municipio: z.string({ error: MENSAJE_MUNICIPIO }).max(4, MENSAJE_MUNICIPIO).nullable().default(null),
    festivos: z
      .array(festivoEmpresaSchema, { error: 'Lista de festivos no válida' })
      .max(MAX_FESTIVOS_EMPRESA, `Máximo ${MAX_FESTIVOS_EMPRESA} días`)
      .default([]),
  })
  .superRefine((value, ctx) => {
    const comunidad = value.comunidad_autonoma;
    if (comunidad !== null && !esComunidadAutonoma(comunidad)) {
      ctx.addIssue({ code: 'custom', path: ['comunidad_autonoma'], message: MENSAJE_COMUNIDAD });
    } else if (value.municipio !== null) {
      const conocidos = comunidad === null ? undefined : MUNICIPIOS_CON_FESTIVOS[comunidad];
      if (!conocidos || !Object.hasOwn(conocidos, value.municipio))
        ctx.addIssue({ code: 'custom', path: ['municipio'], message: MENSAJE_MUNICIPIO });
    }
    const vistos = new Set<string>();
    value.festivos.forEach(({ dia }, index) => {
      if (vistos.has(dia))
        ctx.addIssue({ code: 'custom', path: ['festivos', index, 'dia'], message: MENSAJE_DIA_REPETIDO });
      vistos.add(dia);
    });
  });
export type CalendarioEmpresa = z.infer<typeof calendarioEmpresaSchema>;

export const calendarioEmpresaResponseSchema = z.object({
  comunidad_autonoma: z.string().nullable(),
  municipio: z.string().nullable(),
  festivos: z.array(z.object({ dia: z.string(), nombre: z.string() })),
});
