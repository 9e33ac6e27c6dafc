import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    hasFilters: boolean;
    onClearFilters: () => void;
  }
}

interface ClientesEmptyOverlayProps {
  hasFilters?: boolean;
  onClearFilters?: () => void;
}

/** No customers: with filters, offer to clear them; without, say the database is empty. */
export function ClientesEmptyOverlay({ hasFilters, onClearFilters }: ClientesEmptyOverlayProps) {
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        p: 3,
        textAlign: 'center',
      }}
    >
      <SearchOffIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography>
        {hasFilters ? 'No hay clientes que coincidan con los filtros' : 'Todavía no hay clientes'}
      </Typography>
      {hasFilters && (
        <Button variant="outlined" onClick={onClearFilters}>
          Limpiar filtros
        </Button>
      )}
    </Box>
  );
}
