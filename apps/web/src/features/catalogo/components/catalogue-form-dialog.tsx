import type { FieldValues } from 'react-hook-form';
import { useCatalogueForm } from '../forms/use-catalogue-form';
import type { CatalogueRow, CatalogueTable } from '../tables/catalogue-table';
import { FormDialog } from '../../../components/form-dialog/form-dialog';

/** Which form is open: a new item, or a row to edit (Admin+) or to read (Manager). */
export type FormState<Row> = { mode: 'create' } | { mode: 'edit' | 'view'; row: Row };

interface CatalogueFormDialogProps<Row extends CatalogueRow, Values extends FieldValues, Form> {
  table: CatalogueTable<Row, Values, Form>;
  state: FormState<Row>;
  onClose: () => void;
}

/**
 * A table's add/edit form (its declaration's fields), saved with SPEC §8's messages. Closing it
 * with changes not saved asks first (issue 29 §5: Esc in "Nueva tarifa" dropped a filled form);
 * a reload keeps them (issue 29 §2).
 */
export function CatalogueFormDialog<Row extends CatalogueRow, Values extends FieldValues, Form>({
  table,
  state,
  onClose,
}: CatalogueFormDialogProps<Row, Values, Form>) {
  const row = state.mode === 'create' ? null : state.row;
  const readOnly = state.mode === 'view';
  const { form, submit, saving, borrador } = useCatalogueForm(table, row, onClose, readOnly);
  const { Fields } = table.form;
  return (
    <FormDialog
      title={table.titles[state.mode]}
      subtitle={row ? table.rowName(row) : undefined}
      busy={saving}
      readOnly={readOnly}
      wide={table.form.wide}
      dirty={form.formState.isDirty}
      borrador={borrador}
      onSubmit={submit}
      onClose={onClose}
    >
      <Fields form={form} disabled={readOnly} />
    </FormDialog>
  );
}
