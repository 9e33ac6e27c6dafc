import Typography from '@mui/material/Typography';

/** Área personal — Lista de upfronts (issue 14). */
export function ListaUpfrontsScreen() {
  return (
    <Typography variant="h4" component="h1">
      Área personal — Lista de upfronts
    </Typography>
  );
}
