import { queryOptions } from '@tanstack/react-query';
import { clawbackSchema } from '@ventas/domain/calculadora/extracto-contract';
import { api } from '../../../api/api';

export const clawbackKey = ['calculadora', 'clawback'] as const;

/** GET /api/calculadora/clawback/: the window per operator in which a cancellation is taken back. */
export const clawbackQuery = () =>
  queryOptions({
    queryKey: clawbackKey,
    queryFn: async ({ signal }) =>
      clawbackSchema.parse(await api.get<unknown>('/api/calculadora/clawback/', { signal })),
  });

/** PUT /api/calculadora/clawback/ (Admin): replaces every operator's window. */
export async function guardarClawback(operadores: ReadonlyArray<{ operador: string; meses: number }>) {
  return clawbackSchema.parse(await api.put<unknown>('/api/calculadora/clawback/', { operadores }));
}
