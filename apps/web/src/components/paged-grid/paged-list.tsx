import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { QueryKey } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import type { FilterDeclarations } from '@ventas/domain/http/list-filters';
import { LoadingPart } from '../lazy-part/lazy-part';
import { useOpenedOnce } from '../lazy-part/use-opened-once';
import { ActiveFilterChips } from './active-filter-chips';
import { ExportProgress } from './export-progress';
import type { FilterDrawerProps } from './filter-drawer';
import type { FilterOptions } from './filter-options';
import type { GridColumns } from './grid-columns';
import { LazyFilterDrawer } from './lazy-filter-drawer';
import type { ListDeclaration } from './list-declaration';
import { ListErrorAlert } from './list-error-alert';
import { pagedGridComponent } from './lazy-paged-grid';
import { PagedCards } from './paged-cards';
import type { PagedViewProps } from './paged-view-props';
import { PHONE_MEDIA_QUERY } from './phone-width';
import { useExportJob } from './use-export-job';
import { usePagedList } from './use-paged-list';

/** What a list's header needs: the count, the filters button and the export button. */
export interface ListHeaderControls {
  count: number | undefined;
  /** False when the API estimated a large count (docs/decisions/). */
  countExact: boolean;
  activeFilters: number;
  exporting: boolean;
  openFilters: () => void;
  /** Undefined when the list declares no export. */
  startExport: (() => void) | undefined;
}

interface PagedListProps<Row extends GridValidRowModel, D extends FilterDeclarations, K extends QueryKey> {
  list: ListDeclaration<Row, D, K>;
  columns: GridColumns<Row>;
  filterOptions: FilterOptions;
  header: (controls: ListHeaderControls) => ReactNode;
  onOpen: (row: Row) => void;
  /** The screen's own parts (dialogs), after the list. */
  children?: ReactNode;
}

/**
 * A declared list as a screen body: header, export progress, filter chips, the error state, the
 * grid with its empty state, and the filter panel. State lives in the URL (use-list-url.ts).
 */
export function PagedList<Row extends GridValidRowModel, D extends FilterDeclarations, K extends QueryKey>(
  props: PagedListProps<Row, D, K>,
) {
  const { list, columns, filterOptions, header, onOpen } = props;
  const { url, page, exportQuery, activeFilters, filtered, failed } = usePagedList(list);
  const exporter = useExportJob();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const drawerMounted = useOpenedOnce(filtersOpen);
  const card = useMediaQuery(PHONE_MEDIA_QUERY) ? columns.card : undefined;
  // Chosen once: a grid that loads later than the first render must not remount when it arrives.
  const [PagedGrid] = useState(pagedGridComponent);
  const { startExport } = list;
  const drawer = {
    declarations: list.filters,
    open: filtersOpen,
    onClose: () => setFiltersOpen(false),
    values: url.filters,
    onUpdate: url.updateFilters,
    onClearAll: url.clearAll,
    options: filterOptions,
    count: page.data?.count,
    items: list.texts.items,
  } satisfies FilterDrawerProps<D>;

  const view: PagedViewProps<Row> = {
    columns,
    paging: list.paging,
    texts: list.texts,
    rows: page.data?.results ?? [],
    // Unknown (-1) until the first answer, so the view never clamps the URL's page by itself:
    // the server's 'Página inválida.' decides (SPEC §4).
    rowCount: page.data?.count ?? -1,
    loading: page.isFetching,
    grid: url.grid,
    onGridChange: url.setGrid,
    onOpen,
    hasFilters: filtered,
    onClearFilters: url.clearAll,
    failed,
  };

  return (
    <Box>
      {header({
        count: page.data?.count,
        countExact: page.data?.count_exact ?? true,
        activeFilters,
        exporting: exporter.running,
        openFilters: () => setFiltersOpen(true),
        startExport: startExport && (() => void exporter.start(() => startExport(exportQuery()))),
      })}
      {exporter.running && <ExportProgress progress={exporter.progress} items={list.texts.items} />}
      <ActiveFilterChips
        declarations={list.filters}
        values={url.filters}
        search={url.search}
        optionLabel={filterOptions.label}
        onUpdate={url.updateFilters}
        onClearSearch={url.clearSearch}
        onClearAll={url.clearAll}
      />
      {failed && <ListErrorAlert text={list.texts.loadFailed} onRetry={() => void page.refetch()} />}
      {card ? (
        <PagedCards {...view} card={card} />
      ) : (
        <Suspense fallback={<LoadingPart />}>
          <PagedGrid {...view} />
        </Suspense>
      )}
      <Suspense fallback={<LoadingPart />}>
        {drawerMounted && (
          <LazyFilterDrawer {...(drawer as unknown as FilterDrawerProps<FilterDeclarations>)} />
        )}
      </Suspense>
      {props.children}
    </Box>
  );
}
