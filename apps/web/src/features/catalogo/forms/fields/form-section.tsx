import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled group of fields in a long form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid container spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Grid size={12} component="legend" sx={{ p: 0, mb: 0 }}>
        <Typography variant="subtitle2" color="text.secondary">
          {title}
        </Typography>
      </Grid>
      {children}
    </Grid>
  );
}
