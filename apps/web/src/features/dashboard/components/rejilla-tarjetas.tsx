import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The cards of a statistics screen: one column on a phone, two from `md` (the dashboard and
 * Gerencia · Estadísticas lay out their cards alike).
 */
export function RejillaTarjetas({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        // minmax(0, …): a column never grows past the screen to fit its widest content (390 px).
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
