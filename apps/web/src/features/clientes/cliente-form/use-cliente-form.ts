import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { clienteFormsDiffer, type ClienteForm } from '@ventas/domain/clientes/cliente-form';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { SNACKBAR_LONG_MS } from '../../../config/constants';
import type { ClienteRecord } from '../api/cliente-record';
import { createCliente } from '../api/create-cliente';
import { clienteKeys } from '../api/cliente-query-keys';
import { updateCliente } from '../api/update-cliente';
import {
  clienteFormResolver,
  comparableCliente,
  duplicateFieldName,
  isClienteFormField,
  recordToValues,
  type ClienteFormValues,
} from './cliente-form-values';
import { mapServerErrors, parseDuplicate, type DuplicateCliente } from './server-errors';

// SPEC §8 "Telework".
export const SAVED = 'Guardado correctamente';
export const SAVE_FAILED = 'Ha habido un problema';

interface UseClienteFormOptions {
  initialValues: ClienteFormValues;
  /** null while creating. */
  clienteId: number | null;
  onSaved: (record: ClienteRecord) => void;
}

/**
 * The customer form: the shared schema as resolver, save (POST or PUT), the server's field errors
 * mapped onto the fields, and the SPEC §5 comparison for the unsaved-changes warning. A failed
 * save never touches what the user typed.
 */
export function useClienteForm({ initialValues, clienteId, onSaved }: UseClienteFormOptions) {
  const form = useForm<ClienteFormValues, unknown, ClienteForm>({
    defaultValues: initialValues,
    resolver: clienteFormResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const baseline = useRef(initialValues);
  const [duplicate, setDuplicate] = useState<DuplicateCliente | null>(null);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const save = useMutation({
    mutationFn: (data: ClienteForm) =>
      clienteId === null ? createCliente(data) : updateCliente(clienteId, data),
  });

  /**
   * Each refusal is said once (docs/decisions/): a duplicate in the form's alert (its field only
   * marked), a validation error on its field, anything else the server said in the alert. Only a
   * save with no answer to show (network down) falls back to the snackbar.
   */
  function showServerErrors(error: unknown): void {
    const values = form.getValues();
    const found = parseDuplicate(error);
    setDuplicate(found);
    if (found) {
      const field = duplicateFieldName(found.field, found.value, values);
      if (field) form.setError(field as Path<ClienteFormValues>, { type: 'server', message: '' });
      return;
    }
    const { fields, other } = mapServerErrors(error, (name) => isClienteFormField(name, values));
    for (const { name, message } of fields) {
      form.setError(name as Path<ClienteFormValues>, { type: 'server', message }, { shouldFocus: true });
    }
    setOtherErrors(other);
    if (fields.length === 0 && other.length === 0)
      snackbar.showError(SAVE_FAILED, undefined, SNACKBAR_LONG_MS);
  }

  const submit = form.handleSubmit(async (data) => {
    setDuplicate(null);
    setOtherErrors([]);
    let record: ClienteRecord;
    try {
      record = await save.mutateAsync(data);
    } catch (error) {
      showServerErrors(error);
      return;
    }
    const saved = recordToValues(record);
    baseline.current = saved;
    form.reset(saved);
    queryClient.setQueryData(clienteKeys.cliente(record.id), record);
    void queryClient.invalidateQueries({ queryKey: [...clienteKeys.clientes, 'list'] });
    snackbar.showSuccess(SAVED);
    onSaved(record);
  });

  /** SPEC §5: whether the form differs from what was loaded or last saved. */
  const hasUnsavedChanges = () =>
    clienteFormsDiffer(comparableCliente(baseline.current), comparableCliente(form.getValues()));

  return { form, submit, saving: save.isPending, duplicate, otherErrors, hasUnsavedChanges };
}
