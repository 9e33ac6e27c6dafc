import Typography from '@mui/material/Typography';

/** Issue 17: upload a lead list, map its columns, dry run and apply (being built). */
export function ImportarTab() {
  return <Typography>En construcción</Typography>;
}
