import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import {
  MENSAJES_REPARTO,
  type ResultadoReparto as Resultado,
} from '@ventas/domain/reparto/reparto-contract';
import { jobErrorMessage } from '../../../components/job-progress/job-error-message';
import { JobProgressBar } from '../../../components/job-progress/job-progress-bar';
import type { JobState } from '../../../components/job-progress/use-job';
import { PartesReparto } from './vista-previa-reparto';

/** The job's progress, then its result or its failure. */
export function ResultadoReparto(props: {
  state: JobState<Resultado>;
  nombres: Map<number, string>;
  onCerrar: () => void;
}) {
  const { state, nombres, onCerrar } = props;
  if (state.step === 'running')
    return (
      <JobProgressBar
        progress={state.progress}
        text={(percent) => (percent === null ? 'Preparando el reparto…' : `Repartiendo… ${percent} %`)}
        label="Progreso del reparto"
      />
    );
  if (state.step === 'failed')
    return (
      <Alert severity="error" onClose={onCerrar}>
        {jobErrorMessage(state.failure, MENSAJES_REPARTO.error)}
      </Alert>
    );
  if (state.step !== 'done') return null;
  const { result: resultado } = state;
  return (
    <Alert severity="success" onClose={onCerrar} role="status">
      <Typography>{MENSAJES_REPARTO.hecho(resultado.asignados)}</Typography>
      <PartesReparto partes={resultado.por_comercial} nombres={nombres} titulo="Clientes asignados" />
      {resultado.ya_asignados > 0 && (
        <Typography variant="body2">
          {resultado.ya_asignados.toLocaleString('es-ES')} ya los había asignado alguien mientras tanto.
        </Typography>
      )}
      {resultado.no_llamar > 0 && (
        <Typography variant="body2">
          {resultado.no_llamar.toLocaleString('es-ES')} quedaron fuera por estar en la lista de no llamar.
        </Typography>
      )}
    </Alert>
  );
}
