import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { ImportMode, ImportReport } from '@ventas/domain/servicios/catalogue-transfer-contract';
import { JobProgressBar } from '../../../../components/job-progress/job-progress-bar';
import type { JobState } from '../../../../components/job-progress/use-job';
import { importFailureText } from './import-failure';
import { ImportReportView } from './import-report-view';

const RUNNING_TEXT: Record<ImportMode, string> = {
  'dry-run': 'Comprobando el archivo…',
  apply: 'Aplicando la importación…',
};

/** The import job's progress, then its report (what each row does or did) or why there is none. */
export function ImportJobView({ state, mode }: { state: JobState<ImportReport>; mode: ImportMode }) {
  switch (state.step) {
    case 'idle':
      return (
        <Typography variant="body2" color="text.secondary">
          Primero se comprueba el archivo sin guardar nada; después puede aplicarse.
        </Typography>
      );
    case 'running':
      return (
        <JobProgressBar
          progress={state.progress}
          text={(percent) => RUNNING_TEXT[mode] + (percent === null ? '' : ` ${percent} %`)}
          label="Progreso de la importación"
        />
      );
    case 'failed':
      return <Alert severity="error">{importFailureText(state.failure)}</Alert>;
    case 'done': {
      const report = state.result;
      const applied = report.mode === 'apply';
      return (
        <>
          <Alert severity={applied ? 'success' : report.rejected > 0 ? 'warning' : 'info'}>
            {applied
              ? 'Importación aplicada: se han guardado las filas válidas.'
              : report.rejected > 0
                ? 'Simulación: las filas rechazadas no se guardarán.'
                : 'Simulación: no se ha guardado nada todavía.'}
          </Alert>
          <ImportReportView report={report} />
        </>
      );
    }
  }
}
