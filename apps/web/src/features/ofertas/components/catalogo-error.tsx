import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { MENSAJES_GUARDADO } from '../oferta-messages';

/** SPEC §8 'Error al cargar las ofertas': a catalogue list failed; the screen stays, with a retry. */
export function CatalogoError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Reintentar
        </Button>
      }
    >
      {MENSAJES_GUARDADO.errorCatalogo}
    </Alert>
  );
}
