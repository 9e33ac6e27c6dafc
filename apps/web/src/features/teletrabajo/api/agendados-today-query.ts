import { agendadosCalls } from '@ventas/domain/telework/agendados.calls';
import { sendCall } from '../../../api/send-call';

/** SPEC §6/§7: GET /api/clientes/agendados/?range=today[&comercial=]; only the count is used here. */
export async function fetchAgendadosTodayCount(
  comercialId: number | null,
  signal?: AbortSignal,
): Promise<number> {
  const rows = await sendCall(
    agendadosCalls.list,
    { query: { range: 'today', comercial: comercialId ?? undefined } },
    { signal },
  );
  return rows.length;
}
