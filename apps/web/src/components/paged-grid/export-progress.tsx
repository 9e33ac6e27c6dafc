import { JobProgressBar } from '../job-progress/job-progress-bar';
import type { ExportProgress as Progress } from './export-job';
import { countLabel, type ItemNouns } from './count-label';

/** SPEC §4: the export's progress (done/total), indeterminate until the total is known. */
export function ExportProgress({ progress, items }: { progress: Progress | null; items: ItemNouns }) {
  const text = (percent: number | null) =>
    percent === null || !progress
      ? 'Preparando la exportación…'
      : `Exportando ${progress.done.toLocaleString('es-ES')} de ${countLabel(progress.total, items)} (${percent} %)`;
  return (
    <JobProgressBar progress={progress} text={text} label="Progreso de la exportación" sx={{ mb: 1.5 }} />
  );
}
