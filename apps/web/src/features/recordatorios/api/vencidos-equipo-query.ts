import { queryOptions } from '@tanstack/react-query';
import { agendadosSchema } from '@ventas/domain/telework/atenciones-contract';
import { api } from '../../../api/api';
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
    queryFn: async ({ signal }) =>
      agendadosSchema.parse(
        await api.get<unknown>('/api/clientes/agendados/', { query: { range: 'overdue' }, signal }),
      ),
  });
