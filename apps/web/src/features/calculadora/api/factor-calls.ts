import type { FactorCorrectorForm } from '@ventas/domain/calculadora/factor-corrector-contract';
import { ajustesCalls } from '@ventas/domain/calculadora/ajustes.calls';
import { sendCall } from '../../../api/send-call';

/**
 * POST /api/calculadora/factorcorrector/ (decision 85): without `id` creates a list (201), with it
 * replaces it (200).
 */
export function guardarFactor(form: FactorCorrectorForm) {
  return sendCall(ajustesCalls.guardarFactor, { body: form });
}

export async function eliminarFactor(id: number): Promise<void> {
  await sendCall(ajustesCalls.borrarFactor, { params: { id } });
}
