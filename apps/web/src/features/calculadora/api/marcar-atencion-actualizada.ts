import { atencionesCalls } from '@ventas/domain/telework/atenciones.calls';
import { sendCall } from '../../../api/send-call';

/** Decision 73: `dia` is a Madrid day 'YYYY-MM-DD'; Manager and above. */
export const marcarAtencionActualizada = (id: number, dia: string) =>
  sendCall(atencionesCalls.markUpdated, { params: { id }, body: { updated_on: dia } });
