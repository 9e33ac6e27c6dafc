import type { NuevaEntrada } from '@ventas/domain/telework/telework-schemas';
import { api } from '../../../api/api';
import type { Atencion } from './historico-query';

/** SPEC §7: POST /api/atenciones/entradas/ — schedule, no-interest and gestión records. */
export function createEntrada(entrada: NuevaEntrada): Promise<Atencion> {
  return api.post<Atencion>('/api/atenciones/entradas/', entrada);
}
