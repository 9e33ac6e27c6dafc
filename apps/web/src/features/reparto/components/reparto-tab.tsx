import Typography from '@mui/material/Typography';

/** Issue 17: deal out unassigned customers to commercials (being built). */
export function RepartoTab() {
  return <Typography>En construcción</Typography>;
}
