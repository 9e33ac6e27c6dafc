import type { ConsultaDashboard } from '../model/consulta-dashboard';
import type { EstadisticaDashboard } from './stats-query';

/** Query keys of what the dashboard reads, all under 'dashboard'. */
export const dashboardKeys = {
  stats: (estadistica: EstadisticaDashboard, consulta: ConsultaDashboard) =>
    ['dashboard', 'stats', estadistica, consulta] as const,
  agendados: (comercial: number | null) => ['dashboard', 'agendados', comercial ?? 'todos'] as const,
};
