import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  IMPORTAR_MAX_BYTES,
  IMPORTAR_MAX_FILAS,
  MENSAJES_IMPORTAR,
} from '@ventas/domain/no-llamar/no-llamar-importacion';
import { MENSAJES_NO_LLAMAR } from '@ventas/domain/no-llamar/no-llamar-contract';
import { errorDetail, isApiError } from '../../../api/api-error';
import { importarNoLlamar } from '../api/importar-no-llamar';
import { noLlamarKeys } from '../api/no-llamar-keys';
import { ResumenImportacion } from './resumen-importacion';

/** The API's `{file: [message]}` (a refused file), or its detail, or ours. */
function mensajeDe(error: unknown): string {
  if (isApiError(error) && typeof error.body === 'object' && error.body !== null) {
    const file = (error.body as { file?: unknown }).file;
    if (Array.isArray(file)) return file.join(' ');
  }
  return errorDetail(error) ?? MENSAJES_NO_LLAMAR.errorSubida;
}

/** Bulk opt-out (SuperAdmin): an xlsx or CSV of phones in the first column, then what it did. */
export function SubirListaDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: importarNoLlamar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noLlamarKeys.all }),
  });

  function pick(picked: File | null) {
    upload.reset();
    setFile(picked);
    setAviso(picked && picked.size > IMPORTAR_MAX_BYTES ? MENSAJES_IMPORTAR.grande : null);
  }

  return (
    <Dialog open onClose={upload.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>Subir lista de no llamar</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {`Un libro de Excel (.xlsx) o un CSV con un teléfono por fila en la primera columna; la fila de ` +
            `encabezado es opcional. Hasta ${IMPORTAR_MAX_FILAS.toLocaleString('es-ES')} filas y ` +
            `${IMPORTAR_MAX_BYTES / 1024 / 1024} MB. Las fórmulas no se calculan: esas filas se rechazan.`}
        </DialogContentText>
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={upload.isPending}
        >
          {file ? file.name : 'Elegir fichero'}
          <input
            hidden
            type="file"
            aria-label="Fichero de teléfonos"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => pick(event.target.files?.[0] ?? null)}
          />
        </Button>
        {aviso && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {aviso}
          </Alert>
        )}
        {upload.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {mensajeDe(upload.error)}
          </Alert>
        )}
        {upload.data && (
          <DialogContent sx={{ px: 0 }}>
            <ResumenImportacion resultado={upload.data} />
          </DialogContent>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={upload.isPending}>
          {upload.data ? 'Cerrar' : 'Cancelar'}
        </Button>
        {!upload.data && (
          <Button
            variant="contained"
            disabled={!file || aviso !== null}
            loading={upload.isPending}
            onClick={() => file && upload.mutate(file)}
          >
            Subir
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
