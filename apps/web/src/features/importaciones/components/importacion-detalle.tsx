import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CLASES,
  MENSAJES_IMPORTACION as M,
  type EstadoImportacion,
  type Importacion,
} from '@ventas/domain/importaciones/importacion-contract';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { errorDetail } from '../../../api/api-error';
import { useExportJob } from '../../../components/paged-grid/use-export-job';
import { importacionQuery } from '../api/importacion-query';
import { startClasificacion } from '../api/start-clasificacion';
import { AplicarImportacion } from './aplicar-importacion';
import { DeshacerImportacion } from './deshacer-importacion';
import { EstadoChip } from './estado-chip';
import { FilasMuestra } from './filas-muestra';
import { ReanudarImportacion } from './reanudar-importacion';
import { ResultadoImportacion } from './resultado-importacion';
import { TareaProgreso } from './tarea-progreso';
import { TotalesImportacion } from './totales-importacion';
import { useSeguirTarea } from './use-seguir-tarea';

const NO_CARGA = 'No se ha podido cargar la importación';
/** States in which a job works on the record. */
export const EN_CURSO: readonly EstadoImportacion[] = ['SIMULANDO', 'APLICANDO', 'DESHACIENDO'];
const TEXTO_EN_CURSO: Partial<Record<EstadoImportacion, string>> = {
  SIMULANDO: M.simulando,
  APLICANDO: M.aplicando,
  DESHACIENDO: 'Deshaciendo la importación…',
};
/** How often a record in a running state is re-read. */
const RELECTURA_MS = 2000;

function Aviso({ importacion }: { importacion: Importacion }) {
  switch (importacion.estado) {
    case 'SIMULADA':
      return <Alert severity="success">{M.simulada}</Alert>;
    case 'APLICADA':
      return <Alert severity="success">{M.aplicada}</Alert>;
    case 'DESHECHA':
      return <Alert severity="info">{M.deshecha}</Alert>;
    case 'FALLIDA':
      return (
        <Alert severity="error">
          {importacion.error ?? (importacion.aplicada_el ? M.errorAplicar : M.errorSimulacion)}
        </Alert>
      );
    default:
      return null;
  }
}

/**
 * One import record: its progress while a job runs, the dry run's totals and sample rows, the
 * apply (while simulated), its result and the undo. The Importar stepper's steps 3 and 4 and the
 * Importaciones tab's detail are this same view, so a simulated import can be applied later.
 */
export function ImportacionDetalle({ id }: { id: number }) {
  const queryClient = useQueryClient();
  // The apply or undo started here: followed at once, before the record says it runs.
  const [lanzada, setLanzada] = useState<{ taskId: string; estado: EstadoImportacion } | null>(null);
  const record = useQuery({
    ...importacionQuery(id),
    // Re-read while a job runs: the job is followed by its task, but the record has the last word
    // (a job still queued, or one whose record lags its task's end by a moment).
    refetchInterval: (query) =>
      query.state.data && EN_CURSO.includes(query.state.data.estado) ? RELECTURA_MS : false,
  });
  const importacion = record.data;
  const enCurso = importacion ? EN_CURSO.includes(importacion.estado) : false;
  const taskId = lanzada?.taskId ?? (enCurso ? (importacion?.task_id ?? null) : null);
  const seguimiento = useSeguirTarea(taskId);
  const clasificacion = useExportJob();
  const lanzar = (estado: EstadoImportacion) => (taskId: string) => {
    setLanzada({ taskId, estado });
    void queryClient.invalidateQueries({ queryKey: importacionQuery(id).queryKey });
  };

  if (record.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', my: 4 }}>
        <CircularProgress aria-label="Cargando la importación" />
      </Box>
    );
  if (!importacion) return <Alert severity="error">{errorDetail(record.error) ?? NO_CARGA}</Alert>;

  const siguiendo = seguimiento?.step === 'running';
  const fallida = seguimiento?.step === 'failed' ? seguimiento.failure : null;
  const textoEnCurso = TEXTO_EN_CURSO[lanzada?.estado ?? importacion.estado] ?? M.aplicando;
  const interrumpida =
    (importacion.estado === 'APLICANDO' || importacion.estado === 'DESHACIENDO') &&
    (!taskId || fallida !== null);
  // A failed import shows its totals only if its dry run got as far as counting.
  const contadas = CLASES.some((clase) => importacion.totales[clase] > 0);
  const conTotales = importacion.estado !== 'SIMULANDO' && (importacion.estado !== 'FALLIDA' || contadas);

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {importacion.fichero}
        </Typography>
        <EstadoChip estado={importacion.estado} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {`Origen: ${importacion.origen_bbdd_nombre} · ${importacion.usuario_nombre ?? 'Usuario eliminado'} · ` +
          formatMadridDateTime(importacion.created_on)}
      </Typography>
      {siguiendo ? (
        <TareaProgreso texto={textoEnCurso} progreso={seguimiento.progress} />
      ) : enCurso && !interrumpida ? (
        <TareaProgreso texto={textoEnCurso} progreso={null} />
      ) : (
        <Aviso importacion={importacion} />
      )}
      {fallida?.kind === 'failure' && fallida.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {fallida.error}
        </Alert>
      )}
      {interrumpida && (
        <ReanudarImportacion importacion={importacion} onIniciada={lanzar(importacion.estado)} />
      )}
      <ResultadoImportacion importacion={importacion}>
        {importacion.puede_deshacer && !enCurso && !siguiendo && (
          <DeshacerImportacion importacion={importacion} onIniciada={lanzar('DESHACIENDO')} />
        )}
      </ResultadoImportacion>
      {conTotales && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 3, mb: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
              Resultado de la comprobación
            </Typography>
            <Button
              startIcon={<DownloadIcon />}
              loading={clasificacion.running}
              onClick={() => void clasificacion.start(() => startClasificacion(id))}
            >
              Descargar clasificación
            </Button>
          </Box>
          {clasificacion.running && (
            <TareaProgreso texto="Preparando la clasificación…" progreso={clasificacion.progress} />
          )}
          <TotalesImportacion totales={importacion.totales} />
          <Box sx={{ mt: 2 }}>
            <FilasMuestra id={id} totales={importacion.totales} />
          </Box>
        </>
      )}
      {importacion.estado === 'SIMULADA' && !siguiendo && (
        <AplicarImportacion importacion={importacion} onIniciada={lanzar('APLICANDO')} />
      )}
    </Box>
  );
}
