import { queryOptions } from '@tanstack/react-query';
import { extractoCalls } from '@ventas/domain/calculadora/extracto.calls';
import { sendCall } from '../../../api/send-call';

export const cierresKey = ['calculadora', 'cierres'] as const;

/** The closed months and the log of closes (Admin and above). */
export const cierresQuery = () =>
  queryOptions({
    queryKey: cierresKey,
    queryFn: ({ signal }) => sendCall(extractoCalls.cierres, {}, { signal }),
  });

/** Closes a finished month; the server's message. */
export async function cerrarMes(fecha: string): Promise<string> {
  return (await sendCall(extractoCalls.cerrar, { body: { fecha } })).detail;
}

/** Reopens the last closed month; the server's message. */
export async function reabrirMes(fecha: string, motivo: string): Promise<string> {
  return (await sendCall(extractoCalls.reabrir, { body: { fecha, motivo } })).detail;
}
