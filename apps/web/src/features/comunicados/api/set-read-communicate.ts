import { comunicadosCalls } from '@ventas/domain/cuentas/comunicados.calls';
import { sendCall } from '../../../api/send-call';

/** SPEC §7: the caller marks one communication read; answers it, now read. */
export const setReadCommunicate = (id: number) => sendCall(comunicadosCalls.marcarLeido, { body: { id } });
