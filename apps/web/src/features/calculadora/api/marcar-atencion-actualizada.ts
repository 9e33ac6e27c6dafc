import { atencionViewSchema } from '@ventas/domain/telework/atenciones-contract';
import { api } from '../../../api/api';

/** PUT /api/atenciones/{id}/ {updated_on} (decision 73): a Madrid day 'YYYY-MM-DD'; Manager and above. */
export async function marcarAtencionActualizada(id: number, dia: string) {
  return atencionViewSchema.parse(await api.put<unknown>(`/api/atenciones/${id}/`, { updated_on: dia }));
}
