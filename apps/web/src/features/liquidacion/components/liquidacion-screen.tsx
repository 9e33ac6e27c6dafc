import Typography from '@mui/material/Typography';

/** Área personal — Liquidación (issue 14). */
export function LiquidacionScreen() {
  return (
    <Typography variant="h4" component="h1">
      Área personal — Liquidación
    </Typography>
  );
}
