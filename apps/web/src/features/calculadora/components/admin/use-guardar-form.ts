import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import { calculadoraKeys } from '../../api/calculadora-keys';
import { applyServerFieldErrors } from '../../../../components/form-fields/server-field-errors';

interface Mensajes {
  hecho: string;
  /** SPEC §8 names no failure for some saves: then 'Algo fue mal' with the server's reason. */
  fallo?: string;
}

/**
 * The admin forms' save: send what the schema parsed; a 400 goes on its fields (said once, not
 * again in the notice) and the input stays as typed; a success says so and re-reads the month.
 */
export function useGuardarForm<V extends FieldValues, Out>(
  form: UseFormReturn<V, unknown, Out>,
  guardar: (data: Out) => Promise<unknown>,
  mensajes: Mensajes,
  onSaved: () => void,
) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const save = useMutation({ mutationFn: guardar });
  const submit = form.handleSubmit(async (data) => {
    try {
      await save.mutateAsync(data);
    } catch (error) {
      const enCampos = applyServerFieldErrors(form, error);
      snackbar.showError(mensajes.fallo, enCampos > 0 ? undefined : error);
      return;
    }
    snackbar.showSuccess(mensajes.hecho);
    // Objectives, factor lists, pools and teams all change the calculator's figures or picks.
    void queryClient.invalidateQueries({ queryKey: calculadoraKeys.todo });
    onSaved();
  });
  return { submit, saving: save.isPending };
}
