import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { SNACKBAR_LONGER_MS } from '../../../config/constants';
import { createCatalogueItem, updateCatalogueItem } from '../api/catalogue-item-calls';
import type { CatalogueRow, CatalogueTable } from '../tables/catalogue-table';
import { invalidateCatalogue } from './invalidate-catalogue';
import { applyServerFieldErrors } from '../../../components/form-fields/server-field-errors';

/**
 * A table's add/edit form: the domain's form schema as resolver, POST or PUT, the server's 400
 * messages on their fields, and SPEC §8's messages ('Error al añadir tarifa' for 8 s). A failed
 * save keeps what the user typed.
 */
export function useCatalogueForm<Row extends CatalogueRow, Values extends FieldValues, Form>(
  table: CatalogueTable<Row, Values, Form>,
  row: Row | null,
  onSaved: (saved: Row) => void,
) {
  const { form: spec, messages } = table;
  const form = useForm<Values, unknown, Form>({
    defaultValues: (row ? spec.fromRow(row) : spec.empty()) as DefaultValues<Values>,
    resolver: schemaResolver(spec.schema, spec.toInput),
  });
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (data: Form) =>
      row ? updateCatalogueItem<Row>(table.path, row.id, data) : createCatalogueItem<Row>(table.path, data),
  });

  const submit = form.handleSubmit(async (data) => {
    let saved: Row;
    try {
      saved = await save.mutateAsync(data);
    } catch (error) {
      const onFields = applyServerFieldErrors(form, error);
      // Said once: what the fields show is not repeated after the message.
      snackbar.showError(
        row ? messages.editFailed : messages.addFailed,
        onFields > 0 ? undefined : error,
        SNACKBAR_LONGER_MS,
      );
      return;
    }
    snackbar.showSuccess(row ? messages.edited : messages.added);
    invalidateCatalogue(queryClient, table.alsoInvalidates);
    onSaved(saved);
  });

  return { form, submit, saving: save.isPending };
}
