import Typography from '@mui/material/Typography';

/** Issue 17: per-origin performance with drill-down (being built). */
export function RendimientoOrigenTab() {
  return <Typography>En construcción</Typography>;
}
