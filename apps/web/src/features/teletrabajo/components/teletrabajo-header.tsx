import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { VistasGuardadasButton } from '../../vistas/vistas.public';

interface TeletrabajoHeaderProps {
  count: number | undefined;
  /** False when the API estimated a large count (docs/decisions.md). */
  countExact: boolean;
  activeFilters: number;
  exporting: boolean;
  onOpenFilters: () => void;
  onExport: () => void;
  onCreate: () => void;
}

export function TeletrabajoHeader(props: TeletrabajoHeaderProps) {
  const { count, countExact, activeFilters, exporting } = props;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, mb: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1">
          Teletrabajo
        </Typography>
        {count !== undefined && (
          <Typography color="text.secondary" aria-live="polite">
            {count === 1
              ? '1 cliente'
              : `${countExact ? '' : 'unos '}${count.toLocaleString('es-ES')} clientes`}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={props.onOpenFilters}
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
          onClick={props.onExport}
          disabled={exporting}
        >
          Exportar
        </Button>
        <VistasGuardadasButton pantalla="teletrabajo" />
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          onClick={props.onCreate}
          aria-label="Nuevo cliente"
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Nuevo cliente
          </Box>
          <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
            Nuevo
          </Box>
        </Button>
      </Box>
    </Box>
  );
}
