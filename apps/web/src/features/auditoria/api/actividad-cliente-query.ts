import { queryOptions } from '@tanstack/react-query';
import type { actividadClienteSchema } from '@ventas/domain/auditoria/auditoria-contract';
import type { z } from 'zod';
import { api } from '../../../api/api';
import { auditoriaKeys } from './auditoria-keys';

/**
 * GET /api/auditoria/cliente/{id}/: the customer's record, phones, attentions, offers and
 * packages as the log saw them, newest first, at most ACTIVIDAD_CLIENTE_MAX entries.
 */
export const actividadClienteQuery = (clienteId: number) =>
  queryOptions({
    queryKey: auditoriaKeys.cliente(clienteId),
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof actividadClienteSchema>>(`/api/auditoria/cliente/${clienteId}/`, { signal }),
    // A save in the dialog's form writes a new entry: reopening the tab asks again.
    staleTime: 0,
  });
