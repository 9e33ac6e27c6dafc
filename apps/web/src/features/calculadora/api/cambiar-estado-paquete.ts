import { atencionesCalls } from '@ventas/domain/telework/atenciones.calls';
import type { EstadoPaquete } from '@ventas/domain/telework/paquete-estados';
import { sendCall } from '../../../api/send-call';

/** Decision 70: answers the package's new state. */
export const cambiarEstadoPaquete = (id: number, estado: EstadoPaquete) =>
  sendCall(atencionesCalls.paqueteEstado, { params: { id }, body: { estado } });
