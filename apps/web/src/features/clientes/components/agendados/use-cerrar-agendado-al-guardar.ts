import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AgendadoUpdate } from '@ventas/domain/telework/telework-schemas';
import { historicoQuery } from '../../api/historico-query';
import { updateAgendado } from '../../api/update-agendado';
import { MENSAJES_AGENDADO } from '../../clientes-messages';
import type { ClienteRef } from '../acciones/cliente-action';
import { useClienteAction } from '../acciones/use-cliente-action';
import { usePuedeEditarAgendado } from './use-puede-editar-agendado';

/**
 * The note and gestión dialogs' offer to close the customer's pending callback (docs/decisions/):
 * a box, unticked, shown only when there is one the user may close (from the history: a customer
 * has one pending at most). Ticked, the callback is marked done with its own PUT once the note or
 * gestión is saved; if that PUT fails the dialog still closes, as what was written is saved.
 */
export function useCerrarAgendadoAlGuardar(cliente: ClienteRef) {
  const historico = useQuery(historicoQuery(cliente.id));
  const puedeEditar = usePuedeEditarAgendado();
  const pendiente =
    historico.data?.find(
      (atencion) =>
        atencion.tipo === 'AGENDADO' &&
        puedeEditar({ ...atencion, comercialId: atencion.comercial?.id ?? null }),
    ) ?? null;
  const [marcado, setMarcado] = useState(false);
  const cierre = useClienteAction({
    clienteId: cliente.id,
    send: ({ id, ...cambios }: AgendadoUpdate & { id: number }) => updateAgendado(id, cambios),
    success: MENSAJES_AGENDADO.hecho.exito,
    failure: MENSAJES_AGENDADO.hecho.error,
    onDone: () => {},
  });

  /** After the note or gestión is saved: closes the callback if asked, then `onClose`. */
  async function alGuardar(onClose: () => void): Promise<void> {
    if (pendiente && marcado) await cierre.run({ id: pendiente.id, estado: 'REALIZADO' });
    onClose();
  }

  return {
    pendiente: pendiente && { fechaAgendado: pendiente.agendado?.fechaAgendado ?? null },
    marcado,
    setMarcado,
    alGuardar,
    busy: cierre.busy,
  };
}
