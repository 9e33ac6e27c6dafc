import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useId, useState } from 'react';
import {
  importReportSchema,
  type ImportMode,
  type ImportTable,
} from '@ventas/domain/servicios/catalogue-transfer-contract';
import { useJob } from '../../../../components/job-progress/use-job';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import { downloadImportTemplate, startCatalogueImport } from '../../api/catalogue-import-calls';
import { IMPORT_TABLE_LABELS } from '../../catalogue-labels';
import { ImportJobView } from './import-job-view';

export const IMPORT_APPLIED = 'Importación aplicada correctamente';
const CATALOGUE_ROOT = ['servicios'] as const;

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
  const [table, setTable] = useState<ImportTable>(tables[0] ?? 'tarifas');
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('dry-run');
  // An apply makes every catalogue list stale (the root of catalogue-keys.ts, as
  // invalidateCatalogue); a dry run writes nothing.
  const { state, run, reset } = useJob({
    report: importReportSchema,
    invalidates: mode === 'apply' ? CATALOGUE_ROOT : undefined,
  });

  useEffect(() => {
    if (state.step === 'done' && state.result.mode === 'apply') snackbar.showSuccess(IMPORT_APPLIED);
  }, [state, snackbar]);

  const running = state.step === 'running';
  const report = state.step === 'done' ? state.result : null;
  const applied = report?.mode === 'apply';
  const canApply = report?.mode === 'dry-run' && report.created + report.updated > 0 && file !== null;

  /** The upload is the job's start: the same file for the dry run and for the apply. */
  const start = (chosen: ImportMode, upload: File) => {
    setMode(chosen);
    void run(() => startCatalogueImport(table, chosen, upload));
  };

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
          <ImportJobView state={state} mode={mode} />
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
            onClick={() => file && start('dry-run', file)}
          >
            Comprobar
          </Button>
        )}
        {canApply && (
          <Button variant="contained" disabled={running} onClick={() => start('apply', file)}>
            Aplicar
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
