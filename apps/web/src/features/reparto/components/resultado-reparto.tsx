import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { MENSAJES_REPARTO } from '@ventas/domain/reparto/reparto-contract';
import { progressPercent } from '../../../components/paged-grid/export-job';
import type { RepartoState } from '../model/use-reparto-job';
import { PartesReparto } from './vista-previa-reparto';

/** The job's progress, then its result or its failure. */
export function ResultadoReparto(props: {
  state: RepartoState;
  nombres: Map<number, string>;
  onCerrar: () => void;
}) {
  const { state, nombres, onCerrar } = props;
  if (state.step === 'running') {
    const percent = progressPercent(state.progress);
    return (
      <Box role="status" aria-live="polite">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {percent === null ? 'Preparando el reparto…' : `Repartiendo… ${percent} %`}
        </Typography>
        <LinearProgress
          variant={percent === null ? 'indeterminate' : 'determinate'}
          value={percent ?? undefined}
          aria-label="Progreso del reparto"
        />
      </Box>
    );
  }
  if (state.step === 'failed')
    return (
      <Alert severity="error" onClose={onCerrar}>
        {state.mensaje}
      </Alert>
    );
  if (state.step !== 'done') return null;
  const { resultado } = state;
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
