import { textoMes, type ObjetivoForm } from '@ventas/domain/calculadora/objetivos-contract';
import { objetivosCalls } from '@ventas/domain/calculadora/objetivos.calls';
import { sendCall } from '../../../api/send-call';

/**
 * Creates (201) or changes (decision 84) an objective: the form as the domain parsed it; the month
 * travels as 'YYYY-MM' again.
 */
export function saveObjetivo(form: ObjetivoForm, id: number | null) {
  const body = { ...form, fecha: textoMes(form.fecha) };
  return id === null
    ? sendCall(objetivosCalls.create, { body })
    : sendCall(objetivosCalls.update, { params: { id }, body });
}
