import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { schemaResolver } from '../../../../components/schema-resolver/schema-resolver';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import { saveHistoryEntry, type HistoryPath, type HistoryTypes } from '../../api/history-calls';
import { invalidateCatalogue } from '../../forms/invalidate-catalogue';
import { applyServerFieldErrors } from '../../../../components/form-fields/server-field-errors';
import type { HistoryMessages } from '../../messages/history-messages';

interface HistoryEntryFormOptions<P extends HistoryPath, Values extends FieldValues> {
  path: P;
  /** The entry edited, or null for a new one. */
  entryId: number | null;
  schema: z.ZodType<HistoryTypes[P]['form'], unknown>;
  defaultValues: Values;
  toInput: (values: Values) => unknown;
  messages: HistoryMessages;
  onDone: () => void;
}

/**
 * An entry of a price or upfront history: the domain's schema as resolver (SPEC §5: nulls are
 * stripped), POST or PUT, the messages of SPEC §8. Saving refreshes the lists, whose price in
 * force may have changed.
 */
export function useHistoryEntryForm<P extends HistoryPath, Values extends FieldValues>(
  options: HistoryEntryFormOptions<P, Values>,
) {
  const { path, entryId, messages, onDone } = options;
  const form = useForm<Values, unknown, HistoryTypes[P]['form']>({
    defaultValues: options.defaultValues as DefaultValues<Values>,
    resolver: schemaResolver(options.schema, options.toInput),
  });
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (data: HistoryTypes[P]['form']) => saveHistoryEntry(path, entryId, data),
  });

  const submit = form.handleSubmit(async (data) => {
    try {
      await save.mutateAsync(data);
    } catch (error) {
      const onFields = applyServerFieldErrors(form, error);
      snackbar.showError(messages.saveFailed, onFields > 0 ? undefined : error);
      return;
    }
    snackbar.showSuccess(entryId === null ? messages.added : messages.edited);
    invalidateCatalogue(queryClient);
    onDone();
  });
  return { form, submit, saving: save.isPending };
}
