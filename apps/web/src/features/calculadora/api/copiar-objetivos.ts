import type { Mes } from '@ventas/domain/calculadora/mes';
import { objetivosCalls } from '@ventas/domain/calculadora/objetivos.calls';
import { sendCall } from '../../../api/send-call';

/**
 * Every objective of the month into the next (decision 84); answers the sentence to show
 * ('Objetivos copiados de … a …').
 */
export const copiarObjetivos = ({ year, month }: Mes) =>
  sendCall(objetivosCalls.copiarAlMesSiguiente, { body: { month, year } });
