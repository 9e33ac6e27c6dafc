import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import type { AgendadoView } from '@ventas/domain/telework/atenciones-contract';
import { MENSAJES_RECORDATORIOS } from '../recordatorios-messages';
import { AccionesRapidas } from './acciones-rapidas';
import { AgendadoResumen } from './agendado-resumen';

/**
 * Issue 31 §1: the notice of a callback that has just fallen due, on whatever screen the agent is.
 * It stays until answered or closed (a call is not missed because a toast timed out).
 */
export function AvisoAgendado({ agendado, onClose }: { agendado: AgendadoView | null; onClose: () => void }) {
  return (
    <Snackbar open={agendado !== null} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} sx={{ mt: 7 }}>
      {/* The Alert must always be an element: a Snackbar's child takes its transition's ref. */}
      <Alert
        role="alertdialog"
        aria-label={MENSAJES_RECORDATORIOS.aviso}
        severity="info"
        variant="filled"
        onClose={onClose}
        slotProps={{ closeButton: { 'aria-label': MENSAJES_RECORDATORIOS.cerrarAviso } }}
        sx={{
          width: 380,
          maxWidth: 'calc(100vw - 16px)',
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 6,
        }}
      >
        <AlertTitle>{MENSAJES_RECORDATORIOS.aviso}</AlertTitle>
        {agendado && (
          <Stack sx={{ gap: 1 }}>
            <AgendadoResumen agendado={agendado} onAbrir={onClose} />
            <AccionesRapidas agendado={agendado} onDone={onClose} />
          </Stack>
        )}
      </Alert>
    </Snackbar>
  );
}
