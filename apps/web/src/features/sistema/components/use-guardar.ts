import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../components/form-fields/server-field-errors';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';

interface Mensajes {
  hecho: string;
  fallo: string;
}

/**
 * A registry form's save: send what the schema parsed; a 400 goes on its fields (said once, not
 * again in the notice) and the input stays as typed; otherwise the server's text follows the
 * failure message (SPEC §8). A success says so, re-reads `lista` and hands the answer on.
 */
export function useGuardar<V extends FieldValues, Out, R>(
  form: UseFormReturn<V, unknown, Out>,
  guardar: (data: Out) => Promise<R>,
  mensajes: Mensajes,
  lista: QueryKey,
  onSaved: (saved: R) => void,
) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  // gcTime 0: an answer (a new distributor's one-time password) is not kept in the mutation cache.
  const save = useMutation({ mutationFn: guardar, gcTime: 0 });
  const submit = form.handleSubmit(async (data) => {
    let saved: R;
    try {
      saved = await save.mutateAsync(data);
    } catch (error) {
      const enCampos = applyServerFieldErrors(form, error);
      snackbar.showError(mensajes.fallo, enCampos > 0 ? undefined : error);
      return;
    }
    snackbar.showSuccess(mensajes.hecho);
    void queryClient.invalidateQueries({ queryKey: lista });
    onSaved(saved);
  });
  return { submit, saving: save.isPending };
}
