import type { AgendadoView } from '@ventas/domain/telework/atenciones-contract';
import { api } from '../../../api/api';

/** SPEC §6/§7: GET /api/clientes/agendados/?range=today[&comercial=]; only the count is used here. */
export async function fetchAgendadosTodayCount(
  comercialId: number | null,
  signal?: AbortSignal,
): Promise<number> {
  const rows = await api.get<AgendadoView[]>('/api/clientes/agendados/', {
    query: { range: 'today', comercial: comercialId ?? undefined },
    signal,
  });
  return Array.isArray(rows) ? rows.length : 0;
}
