import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { ImportTable } from '@ventas/domain/servicios/catalogue-transfer-contract';
import { progressPercent } from '../../../../components/paged-grid/export-job';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import { downloadImportTemplate } from '../../api/catalogue-import-calls';
import { IMPORT_TABLE_LABELS } from '../../catalogue-labels';
import { invalidateCatalogue } from '../../forms/invalidate-catalogue';
import { importFailureText } from './import-failure';
import { ImportReportView } from './import-report-view';
import { useImportJob } from './use-import-job';

export const IMPORT_APPLIED = 'Importación aplicada correctamente';

interface ImportDialogProps {
  tables: readonly ImportTable[];
  onClose: () => void;
}

/**
 * SPEC §7 read-xlsx, as issue 12 asks: a dry run first lists what each row would do (and why a row
 * is rejected); only then can the same file be applied, which writes every valid row or none.
 */
export function ImportDialog({ tables, onClose }: ImportDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [table, setTable] = useState<ImportTable>(tables[0] ?? 'tarifas');
  const [file, setFile] = useState<File | null>(null);
  const { state, run, reset } = useImportJob();

  useEffect(() => {
    if (state.step !== 'done' || state.mode !== 'apply') return;
    invalidateCatalogue(queryClient);
    snackbar.showSuccess(IMPORT_APPLIED);
  }, [state, queryClient, snackbar]);

  const running = state.step === 'running';
  const report = state.step === 'done' ? state.report : null;
  const applied = report?.mode === 'apply';
  const canApply = report?.mode === 'dry-run' && report.created + report.updated > 0 && file !== null;
  const percent = running ? progressPercent(state.progress) : null;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    reset();
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      onClose={running ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Importar desde Excel</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            {tables.length > 1 && (
              <TextField
                select
                label="Qué importar"
                value={table}
                onChange={(event) => {
                  setTable(event.target.value as ImportTable);
                  reset();
                }}
                disabled={running}
                sx={{ minWidth: 200 }}
              >
                {tables.map((name) => (
                  <MenuItem key={name} value={name}>
                    {IMPORT_TABLE_LABELS[name]}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Button
              variant="text"
              onClick={() =>
                void downloadImportTemplate(table).catch((error: unknown) =>
                  snackbar.showError('No se pudo descargar la plantilla', error),
                )
              }
            >
              Descargar plantilla
            </Button>
          </Stack>
          <Button variant="outlined" component="label" disabled={running} sx={{ alignSelf: 'flex-start' }}>
            {file ? 'Cambiar archivo' : 'Elegir archivo .xlsx'}
            <input
              hidden
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label="Archivo .xlsx"
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
          </Button>
          {file && <Typography variant="body2">Archivo: {file.name}</Typography>}
          {!report && !running && state.step !== 'failed' && (
            <Typography variant="body2" color="text.secondary">
              Primero se comprueba el archivo sin guardar nada; después puede aplicarse.
            </Typography>
          )}
          {running && (
            <Stack spacing={0.5} role="status" aria-live="polite">
              <Typography variant="body2" color="text.secondary">
                {state.mode === 'dry-run' ? 'Comprobando el archivo…' : 'Aplicando la importación…'}
                {percent !== null && ` ${percent} %`}
              </Typography>
              <LinearProgress
                variant={percent === null ? 'indeterminate' : 'determinate'}
                value={percent ?? undefined}
                aria-label="Progreso de la importación"
              />
            </Stack>
          )}
          {state.step === 'failed' && <Alert severity="error">{importFailureText(state.outcome)}</Alert>}
          {report && (
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
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {applied ? 'Cerrar' : 'Cancelar'}
        </Button>
        {!applied && (
          <Button
            variant={canApply ? 'outlined' : 'contained'}
            disabled={!file || running}
            onClick={() => file && void run(table, 'dry-run', file)}
          >
            Comprobar
          </Button>
        )}
        {canApply && (
          <Button variant="contained" disabled={running} onClick={() => void run(table, 'apply', file)}>
            Aplicar
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
