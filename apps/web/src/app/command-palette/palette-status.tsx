import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface PaletteStatusProps {
  loading: boolean;
  failed: boolean;
  empty: boolean;
}

/** Under the list: what the search is doing (announced), and the keys, where there is a keyboard. */
export function PaletteStatus({ loading, failed, empty }: PaletteStatusProps) {
  const message = loading ? 'Buscando clientes…' : empty ? 'Sin resultados' : '';
  return (
    <Box sx={{ px: 3, py: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
      {failed ? (
        <Typography role="alert" color="error" sx={{ flex: 1 }}>
          No se pudo buscar
        </Typography>
      ) : (
        <Typography role="status" color="text.secondary" sx={{ flex: 1 }}>
          {message}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
        ↑↓ moverse · Enter abrir · Esc cerrar
      </Typography>
    </Box>
  );
}
