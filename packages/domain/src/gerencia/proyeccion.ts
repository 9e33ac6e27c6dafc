import { Decimal } from 'decimal.js';
import type { Ritmo } from '../calculadora/working-days';
import { formatAmount, type DecimalAmount } from '../money/decimal-amount';

/**
 * Gerencia · Proyección (issue 15): where a commercial ends the month if they keep today's pace,
 * on the calculator's own working days (`ritmoDelMes`: weekdays 1, Saturdays 0.5, holidays and
 * the commercial's own days off 0). Projection = units so far × working days in the month ÷
 * working days elapsed; null before the month's first working day (no pace yet). 2 decimals,
 * rounded once here (the screen shows them as they come).
 */
export function proyeccionFinDeMes(consecucion: DecimalAmount, ritmo: Ritmo): DecimalAmount | null {
  const transcurridos = new Decimal(ritmo.transcurridos);
  if (transcurridos.lte(0)) return null;
  return formatAmount(new Decimal(consecucion).times(ritmo.total).dividedBy(transcurridos), 2);
}

/** The projection over the target in percent (2 decimals); null for a target of 0 or no projection. */
export function proyeccionPorc(
  proyeccion: DecimalAmount | null,
  objetivo: DecimalAmount,
): DecimalAmount | null {
  if (proyeccion === null || new Decimal(objetivo).lte(0)) return null;
  return formatAmount(new Decimal(proyeccion).times(100).dividedBy(objetivo), 2);
}

/** SPEC §3: the report templates group commercials as Tienda, DBL, Colaborador, Recomendador, sin clasificar. */
export const GRUPOS_REPORTE = ['Tienda', 'DBL', 'Colaborador', 'Recomendador', 'sin clasificar'] as const;
export type GrupoReporte = (typeof GRUPOS_REPORTE)[number];

const GRUPO_DE_TIPO: Readonly<Record<string, GrupoReporte>> = {
  TIENDA: 'Tienda',
  DBL: 'DBL',
  COLABORADOR: 'Colaborador',
  RECOMENDADOR: 'Recomendador',
};

/** A commercial type's report group: SIN DEFINIR and anything unknown are 'sin clasificar'. */
export const grupoDeReporte = (tipoComercial: string): GrupoReporte =>
  GRUPO_DE_TIPO[tipoComercial] ?? 'sin clasificar';
