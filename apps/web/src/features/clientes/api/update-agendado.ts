import { agendadosCalls } from '@ventas/domain/telework/agendados.calls';
import type { AgendadoUpdate } from '@ventas/domain/telework/telework-schemas';
import { sendCall } from '../../../api/send-call';

/** SPEC §7: move, annotate or close a pending callback. */
export const updateAgendado = (id: number, cambios: AgendadoUpdate) =>
  sendCall(agendadosCalls.update, { params: { id }, body: cambios });
