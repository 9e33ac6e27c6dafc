import { agendadosCalls } from '@ventas/domain/telework/agendados.calls';
import { sendCall } from '../../../api/send-call';

/** Decision 24: origin's pending callbacks go to destination. */
export const moverAgendados = (origin: number, destination: number) =>
  sendCall(agendadosCalls.move, { body: { origin, destination } });
