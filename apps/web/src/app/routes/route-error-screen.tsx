import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SNACKBAR_FALLBACK_MESSAGE } from '../../components/snackbar/snackbar-message';

/** A screen failed to load or threw while rendering (e.g. SPEC §8 chunk time-out). */
export function RouteErrorScreen() {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {SNACKBAR_FALLBACK_MESSAGE}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reintentar
        </Button>
      </Box>
    </Box>
  );
}
