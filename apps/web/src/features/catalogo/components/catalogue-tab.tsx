import { hasLevel } from '@ventas/domain/permissions/access-rule';
import type { Actor } from '@ventas/domain/permissions/roles';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { LoadingPart } from '../../../components/lazy-part/lazy-part';
import { PagedList } from '../../../components/paged-grid/paged-list';
import { useCatalogueFilterOptions } from '../filters/use-catalogue-filter-options';
import type { CatalogueRow, CatalogueTable } from '../tables/catalogue-table';
import { CatalogueFormDialog, type FormState } from './catalogue-form-dialog';
import { CatalogueHeader } from './catalogue-header';
import { catalogueRowActions, type ExtraRowAction } from './catalogue-row-actions';
import { DeleteItemDialog } from './delete-item-dialog';
import type { HistoryPath } from '../api/history-calls';
import { LazyHistoryDialog, LazyImportDialog } from './lazy-catalogue-parts';
import { withRowActions } from './row-actions-column';
import { RowActionsMenu } from '../../../components/row-actions-menu/row-actions-menu';

/** What the caller may do on a catalogue screen (decision 65). */
export interface CatalogueAccess {
  /** Admin and above; a Manager reads without the buttons. */
  canWrite: boolean;
  /** Manager and above read price histories. */
  readsPriceHistory: boolean;
}

/** The access of an actor: the same levels the API enforces. */
export function catalogueAccess(actor: Actor): CatalogueAccess {
  return { canWrite: hasLevel(actor, 'admin'), readsPriceHistory: hasLevel(actor, 'manager') };
}

interface CatalogueTabProps<
  Row extends CatalogueRow,
  Values extends FieldValues,
  Form,
> extends CatalogueAccess {
  table: CatalogueTable<Row, Values, Form>;
  title?: ReactNode;
  headerExtra?: ReactNode;
  extraActions?: readonly ExtraRowAction<Row>[];
  children?: ReactNode;
}

/**
 * One catalogue table as a screen body: its paged, filterable list (top-bar search included),
 * its add/edit form, the delete confirmation, the price and upfront histories and the import.
 */
export function CatalogueTab<Row extends CatalogueRow & GridValidRowModel, Values extends FieldValues, Form>(
  props: CatalogueTabProps<Row, Values, Form>,
) {
  const { table, canWrite, readsPriceHistory, extraActions } = props;
  const filterOptions = useCatalogueFilterOptions(table.calls.table);
  const [formState, setFormState] = useState<FormState<Row> | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [history, setHistory] = useState<{ path: HistoryPath; row: Row } | null>(null);
  const [importing, setImporting] = useState(false);

  const open = useCallback((row: Row) => setFormState({ mode: canWrite ? 'edit' : 'view', row }), [canWrite]);
  const columns = useMemo(() => {
    const actions = catalogueRowActions({
      canWrite,
      priced: table.pricedKind !== undefined,
      readsPriceHistory,
      extra: extraActions ?? [],
    });
    const act = (key: string, row: Row) => {
      if (key === 'editar' || key === 'ver') open(row);
      else if (key === 'borrar') setDeleting(row);
      else if (key === 'precios') setHistory({ path: 'pricehistory', row });
      else if (key === 'upfronts') setHistory({ path: 'upfronts', row });
      else extraActions?.find((action) => action.key === key)?.run(row);
    };
    return withRowActions(table.columns, (row: Row) => (
      <RowActionsMenu name={table.rowName(row)} actions={actions} onAction={(key) => act(key, row)} />
    ));
  }, [table, canWrite, readsPriceHistory, extraActions, open]);
  const importTables = canWrite ? table.importTables : undefined;

  return (
    <PagedList
      list={table.list}
      columns={columns}
      filterOptions={filterOptions}
      onOpen={open}
      header={(controls) => (
        <CatalogueHeader
          controls={controls}
          title={props.title}
          items={table.list.texts.items}
          hasFilters={Object.keys(table.list.filters).length > 0}
          extra={props.headerExtra}
          onImport={importTables ? () => setImporting(true) : undefined}
          createLabel={table.titles.create}
          onCreate={canWrite ? () => setFormState({ mode: 'create' }) : undefined}
        />
      )}
    >
      {formState && (
        <CatalogueFormDialog table={table} state={formState} onClose={() => setFormState(null)} />
      )}
      {deleting && <DeleteItemDialog table={table} row={deleting} onClose={() => setDeleting(null)} />}
      <Suspense fallback={<LoadingPart />}>
        {history && table.pricedKind && (
          <LazyHistoryDialog
            path={history.path}
            kind={table.pricedKind}
            objectId={history.row.id}
            itemName={table.rowName(history.row)}
            canWrite={canWrite}
            onClose={() => setHistory(null)}
          />
        )}
        {importing && importTables && (
          <LazyImportDialog tables={importTables} onClose={() => setImporting(false)} />
        )}
      </Suspense>
      {props.children}
    </PagedList>
  );
}
