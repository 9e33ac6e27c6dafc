import { atencionesCalls } from '@ventas/domain/telework/atenciones.calls';
import { sendCall } from '../../../api/send-call';

/** Decision 73: the attention with its offer and packages; Admin and above. */
export const eliminarAtencion = (id: number) => sendCall(atencionesCalls.remove, { params: { id } });
