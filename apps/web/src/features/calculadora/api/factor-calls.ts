import {
  factorCorrectorSchema,
  type FactorCorrectorForm,
} from '@ventas/domain/calculadora/factor-corrector-contract';
import { api } from '../../../api/api';

/** POST /api/calculadora/factorcorrector/ (decision 85): without `id` creates a list, with it replaces it. */
export async function guardarFactor(form: FactorCorrectorForm) {
  return factorCorrectorSchema.parse(await api.post<unknown>('/api/calculadora/factorcorrector/', form));
}

/** DELETE /api/calculadora/factorcorrector/{id}/ (204). */
export async function eliminarFactor(id: number): Promise<void> {
  await api.delete<unknown>(`/api/calculadora/factorcorrector/${id}/`);
}
