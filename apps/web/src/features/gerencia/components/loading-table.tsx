import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** The table's shape while the first figures arrive. */
export function LoadingTable() {
  return (
    <Box aria-busy="true" aria-label="Cargando las cifras" role="progressbar">
      <Skeleton variant="rounded" height={36} sx={{ mb: 1 }} />
      {[0, 1, 2, 3, 4].map((fila) => (
        <Skeleton key={fila} variant="rounded" height={28} sx={{ mb: 0.5 }} />
      ))}
    </Box>
  );
}
