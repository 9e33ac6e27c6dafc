import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { countLabel, type ItemNouns } from '../../../components/paged-grid/count-label';
import type { ListHeaderControls } from '../../../components/paged-grid/paged-list';

interface CatalogueHeaderProps {
  controls: ListHeaderControls;
  /** The screen's title (Dispositivos), or nothing when the tab names it (Administración). */
  title?: ReactNode;
  items: ItemNouns;
  hasFilters: boolean;
  /** Controls of the screen's own (the devices' "show inactive" switch). */
  extra?: ReactNode;
  onImport?: () => void;
  /** 'Nueva tarifa'; absent for a reader (Manager). */
  createLabel?: string;
  onCreate?: () => void;
}

/** A catalogue list's count and buttons: filters, export, import and add. */
export function CatalogueHeader(props: CatalogueHeaderProps) {
  const { controls, items } = props;
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
        {props.extra}
        {props.hasFilters && (
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
        {props.onImport && (
          <Button variant="outlined" startIcon={<FileUploadIcon />} onClick={props.onImport}>
            Importar
          </Button>
        )}
        {props.onCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={props.onCreate}>
            {props.createLabel}
          </Button>
        )}
      </Box>
    </Box>
  );
}
