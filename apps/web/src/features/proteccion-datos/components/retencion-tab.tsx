import Typography from '@mui/material/Typography';

/** Issue 17: retention periods per origin with preview and purge (being built). */
export function RetencionTab() {
  return <Typography>En construcción</Typography>;
}
