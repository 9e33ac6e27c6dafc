import {
  factorCorrectorSchema,
  type FactorCorrectorForm,
} from '@ventas/domain/calculadora/factor-corrector-contract';
import { ajustesCalls } from '@ventas/domain/calculadora/ajustes.calls';
import { api } from '../../../api/api';
import { sendCall } from '../../../api/send-call';

/**
 * POST /api/calculadora/factorcorrector/ (decision 85): without `id` creates a list (201), with it
 * replaces it (200). By hand: a declared call has one success status.
 */
export async function guardarFactor(form: FactorCorrectorForm) {
  return factorCorrectorSchema.parse(await api.post<unknown>('/api/calculadora/factorcorrector/', form));
}

export async function eliminarFactor(id: number): Promise<void> {
  await sendCall(ajustesCalls.borrarFactor, { params: { id } });
}
