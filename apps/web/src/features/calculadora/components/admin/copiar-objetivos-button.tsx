import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { siguienteMes } from '@ventas/domain/calculadora/objetivos-contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import { calculadoraKeys } from '../../api/calculadora-keys';
import { copiarObjetivos } from '../../api/copiar-objetivos';
import { MENSAJES_ADMIN } from '../../calculadora-messages';
import { nombreMes } from '../../model/mes-calculadora';

/**
 * Copies every objective of the month into the next (decision 84), after confirming; the notice is
 * the server's own sentence ('Objetivos copiados de noviembre a diciembre').
 */
export function CopiarObjetivosButton({ mes }: { mes: Mes }) {
  const [abierto, setAbierto] = useState(false);
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const copiar = useMutation({
    mutationFn: () => copiarObjetivos(mes),
    onSuccess: ({ detail }) => {
      snackbar.showSuccess(detail);
      void queryClient.invalidateQueries({ queryKey: calculadoraKeys.todo });
    },
    onError: (error) => snackbar.showError(MENSAJES_ADMIN.errorCopiar, error),
    onSettled: () => setAbierto(false),
  });
  return (
    <>
      <Button startIcon={<ContentCopyIcon />} onClick={() => setAbierto(true)}>
        Copiar al mes siguiente
      </Button>
      <ConfirmDialog
        open={abierto}
        title="Copiar objetivos"
        text={`Se copiarán los objetivos de ${nombreMes(mes)} a ${nombreMes(siguienteMes(mes))}. Las familias que ya tengan objetivo allí no cambian.`}
        confirmLabel="Copiar"
        busy={copiar.isPending}
        onCancel={() => setAbierto(false)}
        onConfirm={() => copiar.mutate()}
      />
    </>
  );
}
