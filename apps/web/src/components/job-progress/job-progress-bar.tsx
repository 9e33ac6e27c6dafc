import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { progressPercent } from '../paged-grid/export-job';
import type { JobProgress } from './use-job';

interface JobProgressBarProps {
  progress: JobProgress | null;
  /** The line above the bar; `percent` is null while the total is unknown. */
  text: (percent: number | null) => string;
  /** The bar's accessible name. */
  label: string;
  sx?: SxProps<Theme>;
}

/** SPEC §4: a job's progress (done/total), announced politely, indeterminate until the total is known. */
export function JobProgressBar({ progress, text, label, sx }: JobProgressBarProps) {
  const percent = progressPercent(progress);
  return (
    <Box sx={sx} role="status" aria-live="polite">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {text(percent)}
      </Typography>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={label}
      />
    </Box>
  );
}
