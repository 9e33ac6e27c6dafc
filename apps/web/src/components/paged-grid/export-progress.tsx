import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { progressPercent, type ExportProgress as Progress } from './export-job';
import { countLabel, type ItemNouns } from './count-label';

/** SPEC §4: the export's progress (done/total), indeterminate until the total is known. */
export function ExportProgress({ progress, items }: { progress: Progress | null; items: ItemNouns }) {
  const percent = progressPercent(progress);
  const text =
    percent === null || !progress
      ? 'Preparando la exportación…'
      : `Exportando ${progress.done.toLocaleString('es-ES')} de ${countLabel(progress.total, items)} (${percent} %)`;
  return (
    <Box sx={{ mb: 1.5 }} role="status" aria-live="polite">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {text}
      </Typography>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label="Progreso de la exportación"
      />
    </Box>
  );
}
