import type { EntradasMes } from '../model/use-filtros-mes';

/**
 * Query keys of Proyección and Reporte. The month's figures live under 'calculadora', the root
 * every edit of the calculator (objectives, pools, factors, a sale's state) invalidates, as the
 * calculator's own team view does.
 */
export const GERENCIA_MES_KEYS = {
  objetivos: (entradas: EntradasMes) => ['calculadora', 'gerencia_objetivos', entradas] as const,
};
