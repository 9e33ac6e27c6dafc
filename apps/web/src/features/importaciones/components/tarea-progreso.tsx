import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { progressPercent, type ExportProgress } from '../../../components/paged-grid/export-job';

const numero = (value: number) => value.toLocaleString('es-ES');
const megas = (bytes: number) => (bytes / 1024 / 1024).toLocaleString('es-ES', { maximumFractionDigits: 1 });
const CANTIDAD = {
  filas: (done: number, total: number) => `${numero(done)} de ${numero(total)} filas`,
  bytes: (done: number, total: number) => `${megas(done)} de ${megas(total)} MB`,
};

interface TareaProgresoProps {
  texto: string;
  progreso: ExportProgress | null;
  /** What done/total count: a job's rows, or an upload's bytes. */
  unidad?: keyof typeof CANTIDAD;
}

/** A long step's progress (SPEC §4 done/total), indeterminate until the total is known. */
export function TareaProgreso({ texto, progreso, unidad = 'filas' }: TareaProgresoProps) {
  const percent = progressPercent(progreso);
  const detalle =
    percent === null || !progreso ? '' : ` ${CANTIDAD[unidad](progreso.done, progreso.total)} (${percent} %)`;
  return (
    <Box sx={{ my: 2 }} role="status" aria-live="polite">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {texto + detalle}
      </Typography>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={texto}
      />
    </Box>
  );
}
