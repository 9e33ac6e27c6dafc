import type { Mes } from '@ventas/domain/calculadora/mes';
import { copyObjetivosResponseSchema } from '@ventas/domain/calculadora/objetivos-contract';
import { api } from '../../../api/api';

/**
 * POST /api/calculadora/copy-objetivos-next-month/ {month, year} (decision 84): every objective of
 * the month into the next; answers the sentence to show ('Objetivos copiados de … a …').
 */
export async function copiarObjetivos({ year, month }: Mes) {
  return copyObjetivosResponseSchema.parse(
    await api.post<unknown>('/api/calculadora/copy-objetivos-next-month/', { month, year }),
  );
}
