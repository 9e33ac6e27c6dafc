import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  MENSAJES_PROTECCION as M,
  resultadoPurgaSchema,
  type OrigenRetencion,
  type ResultadoPurga,
} from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { errorDetail } from '../../../api/api-error';
import { jobErrorMessage } from '../../../components/job-progress/job-error-message';
import { JobProgressBar } from '../../../components/job-progress/job-progress-bar';
import { useJob, type JobState } from '../../../components/job-progress/use-job';
import { empezarPurga, proteccionKeys, vistaPreviaQuery } from '../api/proteccion-datos-calls';

const contactos = (n: number) => (n === 1 ? '1 contacto' : `${n.toLocaleString('es-ES')} contactos`);

/**
 * An origin's purge: first the preview (how many, the oldest few), then a confirmation, then the
 * job's progress and its result. Closing while it runs leaves the job running on the server.
 */
export function PurgaDialog({ origen, onClose }: { origen: OrigenRetencion; onClose: () => void }) {
  const titleId = useId();
  const vista = useQuery(vistaPreviaQuery(origen.id));
  // Its end makes the counts stale.
  const { state, run } = useJob({ report: resultadoPurgaSchema, invalidates: proteccionKeys.all });
  const [confirmar, setConfirmar] = useState(false);
  const total = vista.data?.total ?? 0;
  const corriendo = state.step === 'running';

  return (
    <Dialog open onClose={corriendo ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Purgar «{origen.nombre}»</DialogTitle>
      <DialogContent>
        {vista.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label="Calculando" />
          </Box>
        )}
        {vista.isError && <Alert severity="error">{errorDetail(vista.error) ?? M.errorVistaPrevia}</Alert>}
        {vista.data && state.step === 'idle' && (
          <>
            <Typography sx={{ mb: 1 }}>
              {total === 0
                ? M.nadaQuePurgar
                : `Se borrarán ${contactos(total)} de este origen creados antes del ${formatMadridDateTime(vista.data.limite)} que nunca se trabajaron.`}
            </Typography>
            {vista.data.ejemplos.length > 0 && (
              <>
                <Typography variant="body2" color="text.secondary">
                  Los más antiguos:
                </Typography>
                <List dense aria-label="Ejemplos">
                  {vista.data.ejemplos.map((ejemplo) => (
                    <ListItem key={ejemplo.id} disableGutters>
                      <ListItemText
                        primary={ejemplo.nombre}
                        secondary={`Alta: ${formatMadridDateTime(ejemplo.created_on)}`}
                      />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
            {confirmar && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                ¿Purgar {contactos(total)}? Se borran con sus teléfonos y no se puede deshacer.
              </Alert>
            )}
          </>
        )}
        <Progreso state={state} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={corriendo} autoFocus>
          {state.step === 'done' ? 'Cerrar' : 'Cancelar'}
        </Button>
        {state.step === 'idle' && !confirmar && (
          <Button color="error" variant="contained" disabled={total === 0} onClick={() => setConfirmar(true)}>
            Purgar
          </Button>
        )}
        {state.step === 'idle' && confirmar && (
          <Button color="error" variant="contained" onClick={() => void run(() => empezarPurga(origen.id))}>
            Sí, purgar {contactos(total)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The job's progress, then its result or its failure. */
function Progreso({ state }: { state: JobState<ResultadoPurga> }) {
  if (state.step === 'running')
    return (
      <JobProgressBar
        progress={state.progress}
        text={(percent) => (percent === null ? 'Preparando la purga…' : `Purgando… ${percent} %`)}
        label="Progreso de la purga"
        sx={{ mt: 2 }}
      />
    );
  if (state.step === 'failed')
    return <Alert severity="error">{jobErrorMessage(state.failure, M.errorPurga)}</Alert>;
  if (state.step === 'done')
    return (
      <Alert severity="success" role="status">
        {state.result.purgados === 0
          ? 'No se ha purgado ningún contacto.'
          : `Se han purgado ${contactos(state.result.purgados)}.`}
      </Alert>
    );
  return null;
}
