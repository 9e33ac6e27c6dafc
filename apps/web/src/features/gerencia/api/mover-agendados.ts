import type { MoveScheduledResult } from '@ventas/domain/telework/atenciones-contract';
import { api } from '../../../api/api';

/** POST /api/atenciones/move-scheduled/ (decision 24): origin's pending callbacks go to destination. */
export const moverAgendados = (origin: number, destination: number) =>
  api.post<MoveScheduledResult>('/api/atenciones/move-scheduled/', { origin, destination });
