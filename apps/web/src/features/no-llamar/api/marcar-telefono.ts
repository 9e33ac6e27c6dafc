import type { MarcarTelefono, NoLlamar } from '@ventas/domain/no-llamar/no-llamar-contract';
import { api } from '../../../api/api';

/** POST /api/no-llamar/ -> 201 (new) or 200 (already on the list): the phone's row. */
export function marcarTelefono(body: MarcarTelefono): Promise<NoLlamar> {
  return api.post<NoLlamar>('/api/no-llamar/', body);
}
