import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { MENSAJES_AGENDADO } from '../../clientes-messages';
import type { useCerrarAgendadoAlGuardar } from './use-cerrar-agendado-al-guardar';

/** The box of useCerrarAgendadoAlGuardar, with the callback's time; nothing without one pending. */
export function CerrarAgendadoOpcion({
  opcion,
}: {
  opcion: Pick<ReturnType<typeof useCerrarAgendadoAlGuardar>, 'pendiente' | 'marcado' | 'setMarcado'>;
}) {
  if (!opcion.pendiente) return null;
  return (
    <FormControlLabel
      control={
        <Checkbox checked={opcion.marcado} onChange={(event) => opcion.setMarcado(event.target.checked)} />
      }
      label={MENSAJES_AGENDADO.cerrarAlGuardar(formatMadridDateTime(opcion.pendiente.fechaAgendado))}
    />
  );
}
