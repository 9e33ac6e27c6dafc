import Typography from '@mui/material/Typography';

/** Área personal — Calendario (issue 14). */
export function CalendarioScreen() {
  return (
    <Typography variant="h4" component="h1">
      Área personal — Calendario
    </Typography>
  );
}
