import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { countLabel } from '../../../components/paged-grid/count-label';
import type { ListHeaderControls } from '../../../components/paged-grid/paged-list';
import { CUENTAS_LIST } from '../cuentas-list';

/** The directory's count and its buttons: filters, export and "Nueva cuenta". */
export function RrhhHeader({ controls, onCreate }: { controls: ListHeaderControls; onCreate: () => void }) {
  const { count, countExact, activeFilters } = controls;
  const items = CUENTAS_LIST.texts.items;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, mb: 1.5 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {count !== undefined && (
          <Typography color="text.secondary" aria-live="polite">
            {countExact ? countLabel(count, items) : `unos ${countLabel(count, items)}`}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
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
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          onClick={controls.startExport}
          disabled={controls.exporting}
        >
          Exportar
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
          Nueva cuenta
        </Button>
      </Box>
    </Box>
  );
}
