import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useQueryClient } from '@tanstack/react-query';
import type { ObjetivoMesConCierre } from '@ventas/domain/calculadora/extracto-contract';
import { formatMadridDateTime, madridToday } from '@ventas/domain/time/madrid';
import { etiquetaMes } from '@ventas/domain/time/mes-label';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { cerrarMes, reabrirMes } from '../api/cierres-query';
import { CierreReabrirDialog } from './cierre-reabrir-dialog';
import { CierresRegistroDialog } from './cierres-registro-dialog';

export const MENSAJES_CIERRE_WEB = {
  errorCerrar: 'Error al cerrar el mes',
  errorReabrir: 'Error al reabrir el mes',
} as const;

type Dialogo = 'cerrar' | 'reabrir' | 'registro' | null;

/** The closed month's mark for everyone. */
export function CierreChip({ cierre }: { cierre: ObjetivoMesConCierre['cierre'] }) {
  if (!cierre) return null;
  return (
    <Chip size="small" color="success" label={`Mes cerrado el ${formatMadridDateTime(cierre.cerrado_on)}`} />
  );
}

/**
 * Admin: close a finished month (its figures and statements freeze) or reopen the last closed one
 * with a reason (decision 89). The running month cannot close, so it offers nothing.
 */
export function CierreMesControl({ mes, cierre }: { mes: string; cierre: ObjetivoMesConCierre['cierre'] }) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const [busy, setBusy] = useState(false);
  const terminado = mes < madridToday().slice(0, 7);
  const ejecutar = async (accion: () => Promise<string>, mensajeError: string) => {
    setBusy(true);
    try {
      snackbar.showSuccess(await accion());
      setDialogo(null);
      await queryClient.invalidateQueries({ queryKey: ['calculadora'] });
    } catch (error) {
      snackbar.showError(mensajeError, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <CierreChip cierre={cierre} />
      {cierre ? (
        <Button size="small" color="warning" onClick={() => setDialogo('reabrir')}>
          Reabrir mes
        </Button>
      ) : (
        terminado && (
          <Button size="small" variant="outlined" onClick={() => setDialogo('cerrar')}>
            Cerrar mes
          </Button>
        )
      )}
      <Button size="small" onClick={() => setDialogo('registro')}>
        Registro de cierres
      </Button>
      {dialogo === 'registro' && <CierresRegistroDialog onClose={() => setDialogo(null)} />}
      <ConfirmDialog
        open={dialogo === 'cerrar'}
        title={`Cerrar ${etiquetaMes(mes)}`}
        text="Las cifras y los extractos del mes quedarán fijados: los cambios posteriores de catálogo o de ventas no los modificarán. Las cancelaciones posteriores se descontarán en el mes en que ocurran."
        confirmLabel="Cerrar mes"
        busy={busy}
        onConfirm={() => void ejecutar(() => cerrarMes(mes), MENSAJES_CIERRE_WEB.errorCerrar)}
        onCancel={() => setDialogo(null)}
      />
      {dialogo === 'reabrir' && (
        <CierreReabrirDialog
          mes={mes}
          busy={busy}
          onConfirm={(motivo) =>
            void ejecutar(() => reabrirMes(mes, motivo), MENSAJES_CIERRE_WEB.errorReabrir)
          }
          onCancel={() => setDialogo(null)}
        />
      )}
    </Box>
  );
}
