import Typography from '@mui/material/Typography';

/** Issue 17: the import records, with their undo (being built). */
export function ImportacionesTab() {
  return <Typography>En construcción</Typography>;
}
