import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import {
  MENSAJES_IMPORTACION as M,
  type Importacion,
} from '@ventas/domain/importaciones/importacion-contract';
import { aplicarImportacion } from '../api/aplicar-importacion';
import { deshacerImportacion } from '../api/deshacer-importacion';
import { requestErrorText } from '../../../components/job-progress/job-error-message';

const INTERRUMPIDA = 'La importación se interrumpió antes de terminar. Al reanudarla sigue donde se quedó.';

/**
 * An apply or undo whose job is gone (a restart in the middle): asking for it again resumes it,
 * with the duplicates choice it started with; the API writes nothing twice (issue 17).
 */
export function ReanudarImportacion(props: {
  importacion: Importacion;
  onIniciada: (taskId: string) => void;
}) {
  const { importacion, onIniciada } = props;
  const deshaciendo = importacion.estado === 'DESHACIENDO';
  const reanudar = useMutation({
    mutationFn: () =>
      deshaciendo
        ? deshacerImportacion(importacion.id)
        : aplicarImportacion(importacion.id, importacion.duplicados),
    onSuccess: ({ task_id }) => onIniciada(task_id),
  });
  return (
    <Alert
      severity="warning"
      sx={{ my: 2 }}
      action={
        <Button color="inherit" size="small" loading={reanudar.isPending} onClick={() => reanudar.mutate()}>
          Reanudar
        </Button>
      }
    >
      {reanudar.isError
        ? (requestErrorText(reanudar.error) ?? (deshaciendo ? M.errorDeshacer : M.errorAplicar))
        : INTERRUMPIDA}
    </Alert>
  );
}
