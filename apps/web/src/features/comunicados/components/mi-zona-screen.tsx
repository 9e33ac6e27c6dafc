import Typography from '@mui/material/Typography';

/** Área personal — Comunicados (issue 14). */
export function MiZonaScreen() {
  return (
    <Typography variant="h4" component="h1">
      Área personal — Comunicados
    </Typography>
  );
}
