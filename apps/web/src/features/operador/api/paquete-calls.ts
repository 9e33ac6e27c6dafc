import { atencionesCalls } from '@ventas/domain/telework/atenciones.calls';
import { sendCall } from '../../../api/send-call';

/**
 * SPEC §4, §7: the package follows its operator order (its state and the order's id); answers the
 * package's new state.
 */
export const actualizarPaquete = (paqueteId: number, body: { estado: string; order_id: string }) =>
  sendCall(atencionesCalls.paqueteEstado, { params: { id: paqueteId }, body });
