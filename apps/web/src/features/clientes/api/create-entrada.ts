import type { NuevaEntrada } from '@ventas/domain/telework/telework-schemas';
import { api } from '../../../api/api';
import type { AtencionView } from '@ventas/domain/telework/atenciones-contract';

/** SPEC §7: POST /api/atenciones/entradas/ — schedule, no-interest and gestión records. */
export function createEntrada(entrada: NuevaEntrada): Promise<AtencionView> {
  return api.post<AtencionView>('/api/atenciones/entradas/', entrada);
}
