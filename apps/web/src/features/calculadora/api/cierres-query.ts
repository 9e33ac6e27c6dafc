import { queryOptions } from '@tanstack/react-query';
import { cierresListSchema } from '@ventas/domain/calculadora/extracto-contract';
import { detailSchema } from '@ventas/domain/http/error-contract';
import { api } from '../../../api/api';

export const cierresKey = ['calculadora', 'cierres'] as const;

/** GET /api/calculadora/cierres/ (Admin and above): the closed months and the log of closes. */
export const cierresQuery = () =>
  queryOptions({
    queryKey: cierresKey,
    queryFn: async ({ signal }) =>
      cierresListSchema.parse(await api.get<unknown>('/api/calculadora/cierres/', { signal })),
  });

/** POST /api/calculadora/cierres/ {fecha}: closes a finished month; the server's message. */
export async function cerrarMes(fecha: string): Promise<string> {
  return detailSchema.parse(await api.post<unknown>('/api/calculadora/cierres/', { fecha })).detail;
}

/** POST /api/calculadora/cierres/reabrir/ {fecha, motivo}: reopens the last closed month. */
export async function reabrirMes(fecha: string, motivo: string): Promise<string> {
  return detailSchema.parse(await api.post<unknown>('/api/calculadora/cierres/reabrir/', { fecha, motivo }))
    .detail;
}
