import { api } from '../../../api/api';

/** POST /api/distribuidores/distribuidor/{id}/logo/ as multipart, field `file` (checked first: model/logo-file.ts). */
export async function subirLogo(id: number, file: File): Promise<void> {
  const body = new FormData();
  body.append('file', file);
  await api.post<unknown>(`/api/distribuidores/distribuidor/${id}/logo/`, body);
}
