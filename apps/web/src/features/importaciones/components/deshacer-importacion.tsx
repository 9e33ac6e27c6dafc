import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MENSAJES_IMPORTACION as M,
  type Importacion,
} from '@ventas/domain/importaciones/importacion-contract';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { deshacerImportacion } from '../api/deshacer-importacion';
import { requestErrorText } from '../../../components/job-progress/job-error-message';

/** The undo's question: what goes, what stays, and that it is final. */
export function textoDeshacer(importacion: Importacion): string {
  const creados = (importacion.resultado?.creados ?? 0).toLocaleString('es-ES');
  return (
    `Se eliminarán los clientes que creó esta importación (${creados}) y que nadie ha trabajado ` +
    `todavía: sin atenciones ni ofertas. Los ya trabajados se conservan. No se puede volver atrás.`
  );
}

/** "Deshacer" (issue 17: within DIAS_PARA_DESHACER days), confirmed first; starts the undo job. */
export function DeshacerImportacion(props: {
  importacion: Importacion;
  onIniciada: (taskId: string) => void;
}) {
  const { importacion, onIniciada } = props;
  const [confirmando, setConfirmando] = useState(false);
  const deshacer = useMutation({
    mutationFn: () => deshacerImportacion(importacion.id),
    onSuccess: ({ task_id }) => {
      setConfirmando(false);
      onIniciada(task_id);
    },
    onError: () => setConfirmando(false),
  });
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setConfirmando(true)}>
        Deshacer
      </Button>
      {deshacer.isError && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {requestErrorText(deshacer.error) ?? M.errorDeshacer}
        </Alert>
      )}
      <ConfirmDialog
        open={confirmando}
        title="Deshacer la importación"
        text={textoDeshacer(importacion)}
        confirmLabel="Deshacer"
        destructive
        busy={deshacer.isPending}
        onCancel={() => setConfirmando(false)}
        onConfirm={() => deshacer.mutate()}
      />
    </>
  );
}
