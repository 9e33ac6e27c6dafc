import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { versionDe } from '../../../components/form-draft/draft-storage';
import { useFormDraft, useRanuraFormulario } from '../../../components/form-draft/use-form-draft';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { SNACKBAR_LONGER_MS } from '../../../config/constants';
import { createCatalogueItem, updateCatalogueItem } from '../api/catalogue-item-calls';
import type { CatalogueRow, CatalogueTable } from '../tables/catalogue-table';
import { invalidateCatalogue } from './invalidate-catalogue';
import { applyServerFieldErrors } from '../../../components/form-fields/server-field-errors';
import { useSession } from '../../../session/use-session';

/**
 * A table's add/edit form: the domain's form schema as resolver, POST or PUT, the server's 400
 * messages on their fields, and SPEC §8's messages ('Error al añadir tarifa' for 8 s). A failed
 * save keeps what the user typed; so does a reload (issue 29 §2): the draft is kept per user, table
 * and item (`readOnly`: none), and offered back when the same form opens again.
 */
export function useCatalogueForm<Row extends CatalogueRow, Values extends FieldValues, Form>(
  table: CatalogueTable<Row, Values, Form>,
  row: Row | null,
  onSaved: (saved: Row) => void,
  readOnly = false,
) {
  const { form: spec, messages } = table;
  const [defaults] = useState(() => (row ? spec.fromRow(row) : spec.empty()));
  const form = useForm<Values, unknown, Form>({
    defaultValues: defaults as DefaultValues<Values>,
    resolver: schemaResolver(spec.schema, spec.toInput),
  });
  const usuario = useSession().user?.id;
  const ranura = useRanuraFormulario(
    usuario === undefined || readOnly
      ? null
      : { usuario, tipo: `catalogo.${table.calls.table}`, registro: row?.id ?? null },
    defaults,
  );
  const borrador = useFormDraft({
    form,
    ranura,
    defaults,
    base: row ? versionDe(row, defaults) : null,
  });
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (data: Form) =>
      row ? updateCatalogueItem(table.calls, row.id, data) : createCatalogueItem(table.calls, data),
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
    borrador.descartar();
    snackbar.showSuccess(row ? messages.edited : messages.added);
    invalidateCatalogue(queryClient, table.alsoInvalidates);
    onSaved(saved);
  });

  return { form, submit, saving: save.isPending, borrador };
}
