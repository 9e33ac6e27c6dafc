import { atencionesCalls } from '@ventas/domain/telework/atenciones.calls';
import type { NuevaEntrada } from '@ventas/domain/telework/telework-schemas';
import { sendCall } from '../../../api/send-call';

/** SPEC §7: schedule, no-interest and gestión records; answers the attention (201). */
export const createEntrada = (entrada: NuevaEntrada) =>
  sendCall(atencionesCalls.createEntrada, { body: entrada });
