import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { useEffect, useId, useState } from 'react';
import { progressPercent } from '../../../components/paged-grid/export-job';
import { calculadoraKeys } from '../api/calculadora-keys';
import { usePlantillaObjetivosJob } from '../api/plantilla-objetivos-job';
import { nombreMes } from '../model/mes-calculadora';
import { plantillaFalloTexto } from './plantilla-objetivos-fallo';
import { PlantillaObjetivosInforme } from './plantilla-objetivos-informe';

/**
 * The month's objectives through the xlsx template (SPEC §5, §9; Admin and above): download it,
 * upload it for a check that lists every refused cell, then apply it (the whole sheet or nothing).
 */
function PlantillaDialog({ mes, onClose }: { mes: Mes; onClose: () => void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const { estado, descargar, leer, reiniciar } = usePlantillaObjetivosJob(textoMes(mes));
  const ocupado = estado.paso === 'descargando' || estado.paso === 'leyendo';
  const report = estado.paso === 'informe' ? estado.report : null;
  const puedeAplicar = report?.mode === 'dry-run' && report.rechazos.length === 0 && file !== null;
  const percent = estado.paso === 'leyendo' ? progressPercent(estado.progreso) : null;

  useEffect(() => {
    if (report?.aplicado) void queryClient.invalidateQueries({ queryKey: calculadoraKeys.todo });
  }, [report, queryClient]);

  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      onClose={ocupado ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Objetivos de {nombreMes(mes)} desde Excel</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Descargue la plantilla, rellene objetivo, peso (de 0 a 1, donde 1 es el 100 %) y llave (0 o 1) de
            cada familia, y súbala. Primero se comprueba sin guardar nada.
          </Typography>
          <Button
            variant="text"
            disabled={ocupado}
            onClick={() => void descargar()}
            sx={{ alignSelf: 'flex-start' }}
          >
            {estado.paso === 'descargando' ? 'Preparando la plantilla…' : 'Descargar plantilla'}
          </Button>
          <Button variant="outlined" component="label" disabled={ocupado} sx={{ alignSelf: 'flex-start' }}>
            {file ? 'Cambiar archivo' : 'Elegir archivo .xlsx'}
            <input
              hidden
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label="Archivo .xlsx"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                reiniciar();
              }}
            />
          </Button>
          {file && <Typography variant="body2">Archivo: {file.name}</Typography>}
          {estado.paso === 'leyendo' && (
            <Stack spacing={0.5} role="status" aria-live="polite">
              <Typography variant="body2" color="text.secondary">
                {estado.modo === 'dry-run' ? 'Comprobando el archivo…' : 'Guardando los objetivos…'}
                {percent !== null && ` ${percent} %`}
              </Typography>
              <LinearProgress
                variant={percent === null ? 'indeterminate' : 'determinate'}
                value={percent ?? undefined}
                aria-label="Progreso"
              />
            </Stack>
          )}
          {estado.paso === 'fallo' && <Alert severity="error">{plantillaFalloTexto(estado.outcome)}</Alert>}
          {report && <PlantillaObjetivosInforme report={report} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={ocupado}>
          {report?.aplicado ? 'Cerrar' : 'Cancelar'}
        </Button>
        {!report?.aplicado && (
          <Button
            variant={puedeAplicar ? 'outlined' : 'contained'}
            disabled={!file || ocupado}
            onClick={() => file && void leer('dry-run', file)}
          >
            Comprobar
          </Button>
        )}
        {puedeAplicar && (
          <Button variant="contained" disabled={ocupado} onClick={() => void leer('apply', file)}>
            Aplicar
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The button that opens the template's dialog; mount it in the admin's toolbar. */
export function PlantillaObjetivosButton({ mes }: { mes: Mes }) {
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <Button startIcon={<UploadFileIcon />} onClick={() => setAbierto(true)}>
        Objetivos desde Excel
      </Button>
      {abierto && <PlantillaDialog mes={mes} onClose={() => setAbierto(false)} />}
    </>
  );
}
