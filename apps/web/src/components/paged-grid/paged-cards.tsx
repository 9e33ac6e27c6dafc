import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useId, useMemo, type MouseEvent } from 'react';
import { EmptyOverlay } from './empty-overlay';
import type { ListCard } from './list-card';
import type { PagedViewProps } from './paged-view-props';
import { sortOptions } from './sort-options';

/** Cards drawn while the first page is on its way: more than a phone's screen holds. */
const SKELETON_CARDS = 6;

/**
 * A page of a list as cards, at a phone's width (decision 235): the same page, order, size and
 * filters as the grid (all in the URL), with none of the grid's code. The name is the card's
 * heading and opens the row; a tap anywhere else on the card does too, except on its links and
 * buttons.
 */
export function PagedCards<Row extends GridValidRowModel>(
  props: PagedViewProps<Row> & { card: ListCard<Row> },
) {
  const { columns, paging, texts, rows, rowCount, loading, grid, onGridChange, onOpen, card, failed } = props;
  const orders = useMemo(() => sortOptions(columns, grid.ordering), [columns, grid.ordering]);
  const firstLoad = loading && rows.length === 0;
  return (
    <Box>
      <TextField
        select
        size="small"
        label="Ordenar por"
        value={grid.ordering}
        onChange={(event) => onGridChange({ ...grid, page: 1, ordering: event.target.value })}
        slotProps={{ select: { native: true } }}
        sx={{ mb: 1.5, minWidth: 220 }}
      >
        {orders.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
      {/* The bar's room is kept while idle, so nothing moves when a page starts loading. */}
      <Box sx={{ height: 4, mb: 1 }}>
        {loading && <LinearProgress aria-label={`Cargando ${texts.items.other}`} />}
      </Box>
      {!loading && !failed && rows.length === 0 && (
        <Paper variant="outlined">
          <EmptyOverlay
            hasFilters={props.hasFilters}
            onClearFilters={props.onClearFilters}
            emptyText={texts.empty}
            emptyFilteredText={texts.emptyFiltered}
          />
        </Paper>
      )}
      <Box
        component="ul"
        aria-label={texts.gridLabel}
        aria-busy={loading}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {firstLoad
          ? Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <Skeleton key={index} component="li" variant="rounded" height={112} aria-hidden />
            ))
          : rows.map((row) => <RowCard key={row.id} row={row} card={card} onOpen={onOpen} />)}
      </Box>
      {/* Not before the first page: below the skeletons, it would jump when the cards come. */}
      {!firstLoad && (
        <TablePagination
          component="div"
          count={rowCount}
          page={Math.max(grid.page - 1, 0)}
          rowsPerPage={grid.pageSize}
          rowsPerPageOptions={[...paging.pageSizeOptions]}
          onPageChange={(_event, page) => onGridChange({ ...grid, page: page + 1 })}
          // A new page size starts again from the first page.
          onRowsPerPageChange={(event) =>
            onGridChange({ ...grid, page: 1, pageSize: Number(event.target.value) })
          }
          disabled={failed}
          labelDisplayedRows={failed ? () => '' : undefined}
          slotProps={{ select: { native: true } }}
          sx={{ '& .MuiTablePagination-toolbar': { px: 0, flexWrap: 'wrap' } }}
        />
      )}
    </Box>
  );
}

function RowCard<Row extends GridValidRowModel>({
  row,
  card,
  onOpen,
}: {
  row: Row;
  card: ListCard<Row>;
  onOpen: (row: Row) => void;
}) {
  const titleId = useId();
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    // A control of the card acts for itself (the name opens by its own click); a menu's portal
    // (outside the card in the page) bubbles here through React and must not open the row.
    if (!event.currentTarget.contains(target) || target.closest('a, button')) return;
    onOpen(row);
  };
  const details = card.details(row).filter((detail) => detail !== null);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      onClick={onCardClick}
      sx={{ p: 1.5, cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Link
            id={titleId}
            component="button"
            type="button"
            variant="subtitle1"
            color="inherit"
            underline="hover"
            onClick={() => onOpen(row)}
            sx={{ fontWeight: 500, textAlign: 'left', overflowWrap: 'anywhere' }}
          >
            {card.title(row)}
          </Link>
          {card.badge?.(row)}
        </Box>
        {card.actions?.(row)}
      </Box>
      {details.length > 0 && (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto minmax(0, 1fr)',
            columnGap: 1.5,
            rowGap: 0.5,
            m: 0,
            mt: 1,
          }}
        >
          {details.map((detail) => (
            <Box key={detail.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {detail.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                {detail.value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
