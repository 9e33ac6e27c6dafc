import type { ConsultaDashboard } from '../model/consulta-dashboard';

/**
 * Query keys of what the dashboard reads, all under 'dashboard'. A statistic by its call's name
 * (stats-query.ts holds the names with their schemas; a key needs only the text).
 */
export const dashboardKeys = {
  stats: (estadistica: string, consulta: ConsultaDashboard) =>
    ['dashboard', 'stats', estadistica, consulta] as const,
  agendados: (comercial: number | null) => ['dashboard', 'agendados', comercial ?? 'todos'] as const,
};
