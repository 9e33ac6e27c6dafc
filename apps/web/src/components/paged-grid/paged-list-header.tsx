import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { countLabel, type ItemNouns } from './count-label';
import type { ListHeaderControls } from './paged-list';

/** The list's "add" button: 'Nueva cuenta'; a short label ('Nuevo') replaces it on a phone. */
export interface ListCreateAction {
  label: string;
  shortLabel?: string;
  icon?: ReactNode;
  onClick: () => void;
}

interface PagedListHeaderProps {
  controls: ListHeaderControls;
  items: ItemNouns;
  /** The screen's heading, or nothing when a tab names the list. */
  title?: ReactNode;
  /** False for a list that declares no filters. */
  hasFilters?: boolean;
  /** Controls before the buttons (the devices' "show inactive" switch). */
  leading?: ReactNode;
  /** Buttons between Exportar and the add button (Importar, saved views). */
  children?: ReactNode;
  /** Absent for a reader. */
  create?: ListCreateAction;
}

/** A paged list's title, count and buttons: filters, export, the screen's own, and add. */
export function PagedListHeader(props: PagedListHeaderProps) {
  const { controls, items, hasFilters = true } = props;
  const { count, countExact, activeFilters } = controls;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, mb: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexGrow: 1, minWidth: 0 }}>
        {props.title}
        {count !== undefined && (
          <Typography color="text.secondary" aria-live="polite">
            {countExact ? countLabel(count, items) : `unos ${countLabel(count, items)}`}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {props.leading}
        {hasFilters && (
          <Button
            variant="outlined"
            onClick={controls.openFilters}
            startIcon={
              <Badge badgeContent={activeFilters} color="primary" overlap="circular">
                <FilterListIcon />
              </Badge>
            }
            aria-label={
              activeFilters
                ? `Filtros, ${activeFilters} ${activeFilters === 1 ? 'activo' : 'activos'}`
                : 'Filtros'
            }
          >
            Filtros
          </Button>
        )}
        {controls.startExport && (
          <Button
            variant="outlined"
            startIcon={<FileDownloadIcon />}
            onClick={controls.startExport}
            disabled={controls.exporting}
          >
            Exportar
          </Button>
        )}
        {props.children}
        {props.create && <CreateButton {...props.create} />}
      </Box>
    </Box>
  );
}

function CreateButton({ label, shortLabel, icon, onClick }: ListCreateAction) {
  return (
    <Button
      variant="contained"
      startIcon={icon ?? <AddIcon />}
      onClick={onClick}
      aria-label={shortLabel ? label : undefined}
    >
      {shortLabel ? (
        <>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {label}
          </Box>
          <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
            {shortLabel}
          </Box>
        </>
      ) : (
        label
      )}
    </Button>
  );
}
