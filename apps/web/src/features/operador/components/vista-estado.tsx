import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** While a provider answer loads: a few rows' worth of skeleton, announced as busy. */
export function Cargando({ label = 'Cargando' }: { label?: string }) {
  return (
    <Box aria-busy="true" aria-label={label} role="status">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={48} sx={{ mb: 1 }} />
      ))}
    </Box>
  );
}

/** An answer with nothing in it, or a view not asked yet. */
export function Vacio({ children }: { children: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}
