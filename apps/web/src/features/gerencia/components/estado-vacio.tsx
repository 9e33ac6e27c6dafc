import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** No commercial matches the filters or the search: say which, and offer the way back. */
export function EstadoVacio({ busqueda, onLimpiar }: { busqueda: string; onLimpiar: () => void }) {
  const texto = busqueda.trim()
    ? `Ningún comercial coincide con «${busqueda.trim()}».`
    : 'Ningún comercial cumple estos filtros.';
  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        p: 4,
        textAlign: 'center',
      }}
    >
      <SearchOffIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography>{texto}</Typography>
      <Button variant="outlined" onClick={onLimpiar}>
        Limpiar filtros
      </Button>
    </Paper>
  );
}
