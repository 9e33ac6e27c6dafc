import { JobProgressBar } from '../../../components/job-progress/job-progress-bar';
import type { JobProgress } from '../../../components/job-progress/use-job';

const numero = (value: number) => value.toLocaleString('es-ES');
const megas = (bytes: number) => (bytes / 1024 / 1024).toLocaleString('es-ES', { maximumFractionDigits: 1 });
const CANTIDAD = {
  filas: (done: number, total: number) => `${numero(done)} de ${numero(total)} filas`,
  bytes: (done: number, total: number) => `${megas(done)} de ${megas(total)} MB`,
};

interface TareaProgresoProps {
  texto: string;
  progreso: JobProgress | null;
  /** What done/total count: a job's rows, or an upload's bytes. */
  unidad?: keyof typeof CANTIDAD;
}

/** A long step's progress (SPEC §4 done/total): the step, then how far it got once the total is known. */
export function TareaProgreso({ texto, progreso, unidad = 'filas' }: TareaProgresoProps) {
  const detalle = (percent: number | null) =>
    percent === null || !progreso ? '' : ` ${CANTIDAD[unidad](progreso.done, progreso.total)} (${percent} %)`;
  return (
    <JobProgressBar
      progress={progreso}
      text={(percent) => texto + detalle(percent)}
      label={texto}
      sx={{ my: 2 }}
    />
  );
}
