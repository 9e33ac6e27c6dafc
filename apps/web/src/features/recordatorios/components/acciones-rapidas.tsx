import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgendadoView } from '@ventas/domain/telework/atenciones-contract';
import {
  POSPONER_AGENDADO,
  POSPONER_LABELS,
  fechaPospuesta,
  type PosponerAgendado,
} from '@ventas/domain/telework/posponer-agendado';
import type { AgendadoUpdate } from '@ventas/domain/telework/telework-schemas';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import {
  MENSAJES_AGENDADO,
  refrescarVistasDeAgendados,
  updateAgendado,
} from '../../clientes/clientes.public';

/**
 * Issue 31 §1: a due callback's one-click answers: later (15 min, 1 hora, Mañana 10:00) or done.
 * Each is the callback's PUT; every list of callbacks on screen is read again after it.
 */
export function AccionesRapidas({ agendado, onDone }: { agendado: AgendadoView; onDone?: () => void }) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const cambio = useMutation({
    mutationFn: (cambios: AgendadoUpdate) => updateAgendado(agendado.id, cambios),
    onSuccess: (_view, cambios) => {
      refrescarVistasDeAgendados(queryClient);
      const textos = cambios.estado ? MENSAJES_AGENDADO.hecho : MENSAJES_AGENDADO.cambiarFecha;
      snackbar.showSuccess(textos.exito);
      onDone?.();
    },
    onError: (error, cambios) => {
      const textos = cambios.estado ? MENSAJES_AGENDADO.hecho : MENSAJES_AGENDADO.cambiarFecha;
      snackbar.showError(textos.error, error);
    },
  });
  const posponer = (opcion: PosponerAgendado) =>
    cambio.mutate({ fechaAgendado: fechaPospuesta(opcion, new Date()).toISOString() });
  const nombre = agendado.cliente.nombre;

  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {POSPONER_AGENDADO.map((opcion) => (
        <Button
          key={opcion}
          size="small"
          variant="outlined"
          disabled={cambio.isPending}
          aria-label={`Posponer ${POSPONER_LABELS[opcion]} el agendado de ${nombre}`}
          onClick={() => posponer(opcion)}
        >
          {POSPONER_LABELS[opcion]}
        </Button>
      ))}
      <Button
        size="small"
        variant="contained"
        disabled={cambio.isPending}
        aria-label={`Marcar como hecho el agendado de ${nombre}`}
        onClick={() => cambio.mutate({ estado: 'REALIZADO' })}
      >
        Hecho
      </Button>
    </Stack>
  );
}
