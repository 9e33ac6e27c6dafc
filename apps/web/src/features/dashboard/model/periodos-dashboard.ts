import type { GerenciaFilters } from '@ventas/domain/gerencia/gerencia-filters-contract';
import { presetsFechas } from '@ventas/domain/gerencia/gerencia-ventana';

/** A date preset of the period selector: gerencia-filters' `fechas` shape (decision 120). */
export type PeriodoDashboard = GerenciaFilters['fechas'][number];

/** SPEC §9: the default period, which the API counts when no range is sent. */
export const PERIODO_POR_DEFECTO = 'periodo_actual';

/**
 * The presets a Comercial gets (gerencia-filters is Manager-only), and a Manager's until that
 * answer arrives: the domain's own presets, the current period and the one before.
 */
export const periodosDelDia = (hoy: string): PeriodoDashboard[] => presetsFechas(hoy).slice(0, 2);
