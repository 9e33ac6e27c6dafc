import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Suspense, useState } from 'react';
import type { AgendadoUpdate } from '@ventas/domain/telework/telework-schemas';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { LoadingPart, lazyPart } from '../../../../components/lazy-part/lazy-part';
import { RowActionsMenu, type RowAction } from '../../../../components/row-actions-menu/row-actions-menu';
import { updateAgendado } from '../../api/update-agendado';
import { MENSAJES_AGENDADO } from '../../clientes-messages';
import { useClienteAction } from '../acciones/use-cliente-action';
import type { AgendadoRef } from './agendado-ref';
import { usePuedeEditarAgendado } from './use-puede-editar-agendado';

type AccionAgendado = 'cambiarFecha' | 'hecho' | 'cancelar';

const ACCIONES: readonly RowAction<AccionAgendado>[] = [
  {
    key: 'cambiarFecha',
    label: MENSAJES_AGENDADO.acciones.cambiarFecha,
    icon: <EventRepeatIcon fontSize="small" />,
  },
  { key: 'hecho', label: MENSAJES_AGENDADO.acciones.hecho, icon: <TaskAltIcon fontSize="small" /> },
  {
    key: 'cancelar',
    label: MENSAJES_AGENDADO.acciones.cancelar,
    icon: <EventBusyIcon fontSize="small" />,
    destructive: true,
  },
];

/** The date pickers load with the dialog, not with the list or the calendar that shows the menu. */
const LazyCambiarFechaDialog = lazyPart(() =>
  import('./cambiar-fecha-dialog').then((m) => m.CambiarFechaDialog),
);

/** A PUT on this callback, told in its own words (clientes-messages.ts). */
function useCambioAgendado(
  agendado: AgendadoRef,
  textos: { exito: string; error: string },
  onDone: () => void,
) {
  return useClienteAction({
    clienteId: agendado.cliente.id,
    send: (cambios: AgendadoUpdate) => updateAgendado(agendado.id, cambios),
    success: textos.exito,
    failure: textos.error,
    onDone,
  });
}

/**
 * One callback's actions wherever it is listed (the customer's history, the dashboard, the
 * calendar): move it, mark it done, or cancel it after a confirmation. Nothing for a callback the
 * user may not change (closed, or someone else's).
 */
export function AgendadoAcciones({ agendado }: { agendado: AgendadoRef }) {
  const puedeEditar = usePuedeEditarAgendado();
  const [abierta, setAbierta] = useState<'cambiarFecha' | 'cancelar' | null>(null);
  const cerrar = () => setAbierta(null);
  const hecho = useCambioAgendado(agendado, MENSAJES_AGENDADO.hecho, () => {});
  const cancelar = useCambioAgendado(agendado, MENSAJES_AGENDADO.cancelar, cerrar);
  if (!puedeEditar(agendado)) return null;
  const textos = MENSAJES_AGENDADO.cancelar;

  return (
    <>
      <RowActionsMenu
        name={`agendado de ${agendado.cliente.nombre}`}
        actions={ACCIONES}
        onAction={(accion) => {
          // Once: a second PUT on a closed callback would only be refused.
          if (accion === 'hecho' && !hecho.busy) void hecho.run({ estado: 'REALIZADO' });
          if (accion !== 'hecho') setAbierta(accion);
        }}
      />
      {abierta === 'cambiarFecha' && (
        <Suspense fallback={<LoadingPart />}>
          <LazyCambiarFechaDialog agendado={agendado} onClose={cerrar} />
        </Suspense>
      )}
      <ConfirmDialog
        open={abierta === 'cancelar'}
        title={textos.titulo}
        text={textos.texto(agendado.cliente.nombre, formatMadridDateTime(agendado.fechaAgendado))}
        confirmLabel={textos.confirmar}
        cancelLabel={textos.volver}
        destructive
        busy={cancelar.busy}
        onConfirm={() => void cancelar.run({ estado: 'CANCELADO' })}
        onCancel={cerrar}
      />
    </>
  );
}
