import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import {
  IMPORTACION_MAX_BYTES,
  IMPORTACION_MAX_FILAS,
  MENSAJES_IMPORTACION as M,
  type FicheroSubido,
} from '@ventas/domain/importaciones/importacion-contract';
import type { ExportProgress } from '../../../components/paged-grid/export-job';
import { subirFichero } from '../api/subir-fichero';
import { requestErrorText } from '../../../components/job-progress/job-error-message';
import { TareaProgreso } from './tarea-progreso';

const ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_MB = IMPORTACION_MAX_BYTES / 1024 / 1024;
const DEMASIADO_GRANDE = `El fichero pesa más de ${MAX_MB} MB.`;

/** Step 1: an xlsx or CSV, dropped or chosen with the button, uploaded with its progress. */
export function ElegirFichero({ onSubido }: { onSubido: (fichero: FicheroSubido) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [encima, setEncima] = useState(false);
  const [progreso, setProgreso] = useState<ExportProgress | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const subida = useMutation({
    mutationFn: (file: File) => subirFichero(file, (done, total) => setProgreso({ done, total })),
    onSuccess: onSubido,
  });

  function elegir(file: File | undefined) {
    if (!file || subida.isPending) return;
    subida.reset();
    setProgreso(null);
    if (file.size > IMPORTACION_MAX_BYTES) return setAviso(DEMASIADO_GRANDE);
    setAviso(null);
    subida.mutate(file);
  }

  function soltar(event: DragEvent) {
    event.preventDefault();
    setEncima(false);
    elegir(event.dataTransfer.files[0]);
  }

  const error = aviso ?? (subida.isError ? (requestErrorText(subida.error) ?? '') : null);
  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setEncima(true);
        }}
        onDragLeave={() => setEncima(false)}
        onDrop={soltar}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: encima ? 'primary.main' : 'divider',
          bgcolor: encima ? 'action.hover' : undefined,
          borderRadius: 1,
          p: { xs: 2, sm: 4 },
          textAlign: 'center',
        }}
      >
        <Typography sx={{ mb: 2 }}>Arrastre aquí el fichero o elíjalo en su equipo.</Typography>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          loading={subida.isPending}
          onClick={() => input.current?.click()}
        >
          Elegir fichero
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          aria-label="Fichero de la lista"
          accept={ACCEPT}
          onChange={(event) => {
            elegir(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {`Excel (.xlsx) o CSV con una fila de encabezados, las columnas en cualquier orden. Hasta ` +
            `${IMPORTACION_MAX_FILAS.toLocaleString('es-ES')} filas y ${MAX_MB} MB.`}
        </Typography>
      </Box>
      {subida.isPending && <TareaProgreso texto="Subiendo el fichero…" progreso={progreso} unidad="bytes" />}
      {error !== null && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <AlertTitle>{M.errorSubida}</AlertTitle>
          {error}
        </Alert>
      )}
    </Box>
  );
}
