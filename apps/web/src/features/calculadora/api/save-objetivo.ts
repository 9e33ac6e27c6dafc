import { objetivoSchema, type ObjetivoForm } from '@ventas/domain/calculadora/objetivos-contract';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { api } from '../../../api/api';

/**
 * POST /api/calculadora/objetivos/ (201) or PUT …/objetivos/{id}/ (decision 84): the objective form
 * as the domain parsed it; the month travels as 'YYYY-MM' again.
 */
export async function saveObjetivo(form: ObjetivoForm, id: number | null) {
  const body = { ...form, fecha: textoMes(form.fecha) };
  const saved =
    id === null
      ? await api.post<unknown>('/api/calculadora/objetivos/', body)
      : await api.put<unknown>(`/api/calculadora/objetivos/${id}/`, body);
  return objetivoSchema.parse(saved);
}
