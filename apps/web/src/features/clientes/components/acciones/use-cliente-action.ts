import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import { refrescarVistasDeAgendados } from '../../api/agendados-cache';
import { clienteKeys } from '../../api/cliente-query-keys';
import { mapServerErrors } from '../../cliente-form/server-errors';

interface ClienteActionOptions<TBody, TValues extends FieldValues> {
  clienteId: number;
  send: (body: TBody) => Promise<unknown>;
  success: string;
  failure: string;
  failureMs?: number;
  /** Puts the server's 400 messages on these form fields. */
  setError?: UseFormSetError<TValues>;
  fields?: readonly string[];
  /** The action deletes the customer: only the list is fetched again (the rest would be a 404). */
  deletes?: boolean;
  onDone: () => void;
}

/**
 * Sends one customer action and tells the user (SPEC §8). After it, the list, the customer,
 * its history and notes are fetched again (they all may show the change), and so is every other
 * screen's read of callbacks (the dashboard, the calendar): an entry or a callback's change may
 * add, move or close one.
 */
export function useClienteAction<TBody, TValues extends FieldValues>(
  options: ClienteActionOptions<TBody, TValues>,
) {
  const {
    clienteId,
    send,
    success,
    failure,
    failureMs,
    setError,
    fields = [],
    deletes = false,
    onDone,
  } = options;
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: send });

  async function run(body: TBody): Promise<void> {
    try {
      await mutation.mutateAsync(body);
    } catch (error) {
      const mapped = mapServerErrors(error, (name) => fields.includes(name));
      for (const field of mapped.fields)
        setError?.(field.name as Path<TValues>, { type: 'server', message: field.message });
      // One error, once: what a field shows is not repeated in the snackbar.
      snackbar.showError(failure, mapped.fields.length > 0 ? undefined : error, failureMs);
      return;
    }
    snackbar.showSuccess(success);
    onDone();
    const stale = deletes
      ? [[...clienteKeys.clientes, 'list']]
      : [clienteKeys.clientes, clienteKeys.historico(clienteId), clienteKeys.notas(clienteId)];
    for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
    refrescarVistasDeAgendados(queryClient);
  }

  return { run, busy: mutation.isPending };
}
