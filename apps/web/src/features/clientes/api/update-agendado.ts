import { agendadoViewSchema, type AgendadoView } from '@ventas/domain/telework/atenciones-contract';
import type { AgendadoUpdate } from '@ventas/domain/telework/telework-schemas';
import { api } from '../../../api/api';

/** SPEC §7: PUT /api/atenciones/agendado/{id}/ — move, annotate or close a pending callback. */
export async function updateAgendado(id: number, cambios: AgendadoUpdate): Promise<AgendadoView> {
  return agendadoViewSchema.parse(await api.put<unknown>(`/api/atenciones/agendado/${id}/`, cambios));
}
