import RestoreIcon from '@mui/icons-material/Restore';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DistribuidorAdmin } from '@ventas/domain/distribuidores/distribuidores-contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { restaurarDistribuidor } from '../api/restaurar-distribuidor';
import { sistemaKeys } from '../api/sistema-keys';
import { MENSAJES_TENANT } from '../sistema-messages';

/** Brings a deleted distributor back while its data is still there, after asking. */
export function RestaurarDistribuidor({ distribuidor }: { distribuidor: DistribuidorAdmin }) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [preguntando, setPreguntando] = useState(false);
  const restaurar = useMutation({
    mutationFn: () => restaurarDistribuidor(distribuidor.id),
    onSuccess: () => {
      snackbar.showSuccess(MENSAJES_TENANT.restaurado);
      void queryClient.invalidateQueries({ queryKey: sistemaKeys.distribuidores });
    },
    onError: (error) => snackbar.showError(MENSAJES_TENANT.errorRestaurar, error),
    onSettled: () => setPreguntando(false),
  });
  return (
    <>
      <Button startIcon={<RestoreIcon />} onClick={() => setPreguntando(true)}>
        Restaurar
      </Button>
      <ConfirmDialog
        open={preguntando}
        title={`Restaurar el distribuidor ${distribuidor.name}`}
        text={`Su dirección vuelve a funcionar y sus datos dejan de estar pendientes de borrado.`}
        confirmLabel="Restaurar"
        busy={restaurar.isPending}
        onConfirm={() => restaurar.mutate()}
        onCancel={() => setPreguntando(false)}
      />
    </>
  );
}
