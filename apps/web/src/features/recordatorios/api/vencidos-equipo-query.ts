import { queryOptions } from '@tanstack/react-query';
import { agendadosCalls } from '@ventas/domain/telework/agendados.calls';
import { sendCall } from '../../../api/send-call';
import { MUESTRA_AGENDADOS } from '../../clientes/clientes.public';
import { RELEER_AGENDADOS_MS } from './agendados-pendientes-query';

/**
 * Issue 31 §1: every due callback a Manager sees (GET …/agendados/?range=overdue with no
 * commercial: the server scopes it to what they may see), read as often as their own.
 */
export const vencidosEquipoQuery = () =>
  queryOptions({
    queryKey: ['recordatorios', 'vencidos-equipo'] as const,
    meta: MUESTRA_AGENDADOS,
    refetchInterval: RELEER_AGENDADOS_MS,
    queryFn: ({ signal }) => sendCall(agendadosCalls.list, { query: { range: 'overdue' } }, { signal }),
  });
