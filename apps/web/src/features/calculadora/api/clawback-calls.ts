import { queryOptions } from '@tanstack/react-query';
import { extractoCalls } from '@ventas/domain/calculadora/extracto.calls';
import { sendCall } from '../../../api/send-call';

export const clawbackKey = ['calculadora', 'clawback'] as const;

/** The window per operator in which a cancellation is taken back. */
export const clawbackQuery = () =>
  queryOptions({
    queryKey: clawbackKey,
    queryFn: ({ signal }) => sendCall(extractoCalls.clawback, {}, { signal }),
  });

/** Admin: replaces every operator's window. */
export const guardarClawback = (operadores: ReadonlyArray<{ operador: string; meses: number }>) =>
  sendCall(extractoCalls.guardarClawback, { body: { operadores: [...operadores] } });
