import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { plantillaReportSchema } from '@ventas/domain/calculadora/plantilla-objetivos-contract';
import { useId, useState } from 'react';
import { JobProgressBar } from '../../../components/job-progress/job-progress-bar';
import { useJob } from '../../../components/job-progress/use-job';
import { useExportJob } from '../../../components/paged-grid/use-export-job';
import { calculadoraKeys } from '../api/calculadora-keys';
import {
  iniciarLecturaObjetivos,
  iniciarPlantillaObjetivos,
  type PlantillaModo,
} from '../api/plantilla-objetivos-calls';
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
  const [file, setFile] = useState<File | null>(null);
  const [modo, setModo] = useState<PlantillaModo>('dry-run');
  // The template is a file: the exports' follower downloads it (SPEC §8 messages).
  const plantilla = useExportJob();
  // An apply makes the month's objectives stale; a check writes nothing.
  const lectura = useJob({
    report: plantillaReportSchema,
    invalidates: modo === 'apply' ? calculadoraKeys.todo : undefined,
  });
  const { state, reset } = lectura;
  const ocupado = plantilla.running || state.step === 'running';
  const report = state.step === 'done' ? state.result : null;
  const puedeAplicar = report?.mode === 'dry-run' && report.rechazos.length === 0 && file !== null;
  const mesTexto = textoMes(mes);

  /** The upload is the job's start: the same file for the check and for the apply. */
  const leer = (elegido: PlantillaModo, subido: File) => {
    setModo(elegido);
    void lectura.run(() => iniciarLecturaObjetivos(mesTexto, elegido, subido));
  };
  const descargar = () => {
    // A new template makes what was shown of the last one moot.
    reset();
    void plantilla.start(() => iniciarPlantillaObjetivos(mesTexto));
  };

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
          <Button variant="text" disabled={ocupado} onClick={descargar} sx={{ alignSelf: 'flex-start' }}>
            {plantilla.running ? 'Preparando la plantilla…' : 'Descargar plantilla'}
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
                reset();
              }}
            />
          </Button>
          {file && <Typography variant="body2">Archivo: {file.name}</Typography>}
          {state.step === 'running' && (
            <JobProgressBar
              progress={state.progress}
              text={(percent) =>
                (modo === 'dry-run' ? 'Comprobando el archivo…' : 'Guardando los objetivos…') +
                (percent === null ? '' : ` ${percent} %`)
              }
              label="Progreso"
            />
          )}
          {state.step === 'failed' && <Alert severity="error">{plantillaFalloTexto(state.failure)}</Alert>}
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
            onClick={() => file && leer('dry-run', file)}
          >
            Comprobar
          </Button>
        )}
        {puedeAplicar && (
          <Button variant="contained" disabled={ocupado} onClick={() => leer('apply', file)}>
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
