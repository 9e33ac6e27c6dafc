import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A lookup on its way; the client gives up at 20 s (tiempo-limite.ts), so this never stays. */
export function Cargando({ texto }: { texto: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography color="text.secondary">{texto}</Typography>
    </Box>
  );
}

/** A lookup that answered with nothing to show. */
export function SinResultados({ texto }: { texto: string }) {
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
      {texto}
    </Typography>
  );
}
