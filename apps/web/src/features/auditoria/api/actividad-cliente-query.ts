import { queryOptions } from '@tanstack/react-query';
import { auditoriaCalls } from '@ventas/domain/auditoria/auditoria.calls';
import { sendCall } from '../../../api/send-call';
import { auditoriaKeys } from './auditoria-keys';

/**
 * The customer's record, phones, attentions, offers and packages as the log saw them, newest
 * first, at most ACTIVIDAD_CLIENTE_MAX entries.
 */
export const actividadClienteQuery = (clienteId: number) =>
  queryOptions({
    queryKey: auditoriaKeys.cliente(clienteId),
    queryFn: ({ signal }) =>
      sendCall(auditoriaCalls.actividadCliente, { params: { id: clienteId } }, { signal }),
    // A save in the dialog's form writes a new entry: reopening the tab asks again.
    staleTime: 0,
  });
