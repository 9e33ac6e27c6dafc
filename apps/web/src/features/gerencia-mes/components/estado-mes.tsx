import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';

/** The month's figures failed: the screen's SPEC §8 message and a retry. */
export function ErrorMes({ mensaje, reintentar }: { mensaje: string; reintentar: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={reintentar}>
          Reintentar
        </Button>
      }
    >
      {mensaje}
    </Alert>
  );
}

/** The tables' place while the month loads. */
export function CargandoMes() {
  return (
    <Box aria-busy="true" aria-label="Cargando las cifras del mes">
      <Skeleton variant="rounded" height={48} sx={{ mb: 1 }} />
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}
