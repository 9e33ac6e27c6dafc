import { queryOptions } from '@tanstack/react-query';
import { dropDownsCalls } from '@ventas/domain/servicios/drop-downs.calls';
import type { InstallmentForm } from '@ventas/domain/servicios/installment-contract';
import { installmentsCalls } from '@ventas/domain/servicios/installments.calls';
import { sendCall } from '../../../api/send-call';

/** SPEC §7 Devices: a device's installments, and the tariffs and lines it can be financed on. */
export const installmentKeys = {
  ofTerminal: (terminalId: number) => ['servicios', 'installments', 'terminal', terminalId] as const,
  lines: ['servicios', 'tariff-adicionales-drop-down'] as const,
};

export const terminalInstallmentsQuery = (terminalId: number) =>
  queryOptions({
    queryKey: installmentKeys.ofTerminal(terminalId),
    queryFn: ({ signal }) =>
      sendCall(installmentsCalls.ofTerminal, { params: { deviceId: terminalId } }, { signal }),
  });

/** Every operator's active tariffs and additional lines. */
export const tariffLinesQuery = queryOptions({
  queryKey: installmentKeys.lines,
  queryFn: ({ signal }) => sendCall(dropDownsCalls.tarifasYLineas, { query: {} }, { signal }),
  staleTime: 60_000,
});

/** A new installment, or the one being edited. */
export const saveInstallment = (id: number | null, form: InstallmentForm) =>
  id === null
    ? sendCall(installmentsCalls.create, { body: form })
    : sendCall(installmentsCalls.update, { params: { id }, body: form });

export const deleteInstallment = (id: number) => sendCall(installmentsCalls.remove, { params: { id } });
