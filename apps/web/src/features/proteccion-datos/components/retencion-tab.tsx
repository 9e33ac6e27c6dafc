import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { estadoClienteLabel } from '@ventas/domain/clientes/cliente-labels';
import {
  MENSAJES_PROTECCION as M,
  type OrigenRetencion,
} from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import { errorDetail } from '../../../api/api-error';
import { retencionQuery } from '../api/proteccion-datos-calls';
import { OrigenRetencionFila } from './origen-retencion-fila';
import { PurgaDialog } from './purga-dialog';

/**
 * /databaseManagement's "Retención" tab (SuperAdmin, issue 17): per origin, how long its
 * never-contacted leads are kept (no attention, offer or note, still NUEVO), how many are due,
 * a preview and the purge. A daily run purges them too; the button does it now.
 */
export function RetencionTab() {
  const origenes = useQuery(retencionQuery());
  const [purgar, setPurgar] = useState<OrigenRetencion | null>(null);

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Los contactos que nunca se trabajaron (sin atenciones, ofertas ni notas, en estado «
        {estadoClienteLabel('NUEVO')}») se borran cuando superan el plazo de conservación de su origen. El
        borrado se hace cada día; aquí puede ver cuántos hay y purgarlos ya.
      </Typography>
      {origenes.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Cargando" />
        </Box>
      )}
      {origenes.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void origenes.refetch()}>
              Reintentar
            </Button>
          }
        >
          {errorDetail(origenes.error) ?? M.errorRetencion}
        </Alert>
      )}
      {origenes.data?.length === 0 && <Typography color="text.secondary">{M.sinOrigenes}</Typography>}
      {origenes.data && origenes.data.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Orígenes">
          {origenes.data.map((origen) => (
            <OrigenRetencionFila key={origen.id} origen={origen} onPurgar={() => setPurgar(origen)} />
          ))}
        </Stack>
      )}
      {purgar && <PurgaDialog origen={purgar} onClose={() => setPurgar(null)} />}
    </Box>
  );
}
