import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorDetail, isApiError } from '../../../api/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { SNACKBAR_LONG_MS } from '../../../config/constants';
import { deleteCatalogueItem } from '../api/catalogue-item-calls';
import { invalidateCatalogue } from '../forms/invalidate-catalogue';
import type { CatalogueRow, CatalogueTable } from '../tables/catalogue-table';

interface DeleteItemDialogProps<Row extends CatalogueRow> {
  table: Pick<
    CatalogueTable<Row, never, never>,
    'calls' | 'list' | 'messages' | 'rowName' | 'alsoInvalidates' | 'titles'
  >;
  row: Row;
  onClose: () => void;
}

/**
 * The delete confirmation. Decision 65: an item something still uses is deactivated instead and
 * the server says so (200 `{detail, deactivated: true}`): that is news, not a success, so it is
 * shown as a notice. An origin or objective type in use cannot be deleted (409): its reason is
 * the error.
 */
export function DeleteItemDialog<Row extends CatalogueRow>({
  table,
  row,
  onClose,
}: DeleteItemDialogProps<Row>) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const remove = useMutation({ mutationFn: () => deleteCatalogueItem(table.calls, row.id) });

  async function confirm(): Promise<void> {
    try {
      const outcome = await remove.mutateAsync();
      if (outcome?.deactivated) snackbar.showInfo(outcome.detail, SNACKBAR_LONG_MS);
      else snackbar.showSuccess(table.messages.deleted);
      invalidateCatalogue(queryClient, table.alsoInvalidates);
      onClose();
    } catch (error) {
      const inUse = isApiError(error) && error.status === 409 ? errorDetail(error) : undefined;
      if (inUse) snackbar.showError(inUse, undefined, SNACKBAR_LONG_MS);
      else snackbar.showError(table.messages.deleteFailed, error);
    }
  }

  // Decision 65: tables with an active flag deactivate an item in use; the others refuse.
  const deactivates = 'is_active' in table.list.filters;
  return (
    <ConfirmDialog
      open
      title={table.titles.delete}
      text={`¿Borrar «${table.rowName(row)}»? ${deactivates ? 'Si algo lo usa todavía, se desactivará en lugar de borrarse.' : 'No se puede deshacer.'}`}
      confirmLabel="Borrar"
      destructive
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
