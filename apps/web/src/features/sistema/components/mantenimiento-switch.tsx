import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DistribuidorAdmin } from '@ventas/domain/distribuidores/distribuidores-contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { editarDistribuidor } from '../api/editar-distribuidor';
import { sistemaKeys } from '../api/sistema-keys';
import { MENSAJES_TENANT } from '../sistema-messages';

interface MantenimientoSwitchProps {
  distribuidor: DistribuidorAdmin;
  /**
   * The caller's own distributor (or the platform): turning maintenance on there is asked first,
   * as every call on that host then answers 503 (decision 8), this screen's too.
   */
  propio: boolean;
}

/** A distributor's maintenance switch: PUT {maintenance}. */
export function MantenimientoSwitch({ distribuidor, propio }: MantenimientoSwitchProps) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [preguntando, setPreguntando] = useState(false);
  const cambiar = useMutation({
    mutationFn: (maintenance: boolean) => editarDistribuidor(distribuidor.id, { maintenance }),
    onSuccess: (_saved, maintenance) => {
      snackbar.showSuccess(maintenance ? MENSAJES_TENANT.mantenimientoOn : MENSAJES_TENANT.mantenimientoOff);
      void queryClient.invalidateQueries({ queryKey: sistemaKeys.distribuidores });
    },
    onError: (error) => snackbar.showError(MENSAJES_TENANT.errorMantenimiento, error),
    onSettled: () => setPreguntando(false),
  });
  const pedir = (maintenance: boolean) => {
    if (maintenance && propio) setPreguntando(true);
    else cambiar.mutate(maintenance);
  };
  const encendido =
    cambiar.isPending && cambiar.variables !== undefined ? cambiar.variables : distribuidor.maintenance;
  return (
    <>
      <FormControlLabel
        label="Mantenimiento"
        control={
          <Switch
            checked={encendido}
            disabled={cambiar.isPending}
            onChange={(_event, checked) => pedir(checked)}
            slotProps={{ input: { 'aria-label': `Mantenimiento de ${distribuidor.name}` } }}
          />
        }
      />
      <ConfirmDialog
        open={preguntando}
        title={`Activar el mantenimiento de ${distribuidor.name}`}
        text={
          `Mientras dure, nadie podrá usar la aplicación en ${distribuidor.name}, tampoco tú: verás la ` +
          'pantalla de mantenimiento. ' +
          (distribuidor.plataforma
            ? 'Solo un operador podrá quitarlo, desde la base de datos.'
            : 'Podrá quitarlo un SuperAdmin de la plataforma.')
        }
        confirmLabel="Activar"
        destructive
        busy={cambiar.isPending}
        onConfirm={() => cambiar.mutate(true)}
        onCancel={() => setPreguntando(false)}
      />
    </>
  );
}
