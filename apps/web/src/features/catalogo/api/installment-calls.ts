import { queryOptions } from '@tanstack/react-query';
import type { TariffLinesOptions } from '@ventas/domain/servicios/catalogue-drop-downs';
import type { Installment, InstallmentForm } from '@ventas/domain/servicios/installment-contract';
import { api } from '../../../api/api';

/** SPEC §7 Devices: a device's installments, and the tariffs and lines it can be financed on. */
export const installmentKeys = {
  ofTerminal: (terminalId: number) => ['servicios', 'installments', 'terminal', terminalId] as const,
  lines: ['servicios', 'tariff-adicionales-drop-down'] as const,
};

/** GET installments-terminal/{deviceId}/. */
export const terminalInstallmentsQuery = (terminalId: number) =>
  queryOptions({
    queryKey: installmentKeys.ofTerminal(terminalId),
    queryFn: ({ signal }) =>
      api.get<Installment[]>(`/api/servicios/installments-terminal/${terminalId}/`, { signal }),
  });

/** GET tariff-adicionales-drop-down/: every operator's active tariffs and additional lines. */
export const tariffLinesQuery = queryOptions({
  queryKey: installmentKeys.lines,
  queryFn: ({ signal }) =>
    api.get<TariffLinesOptions>('/api/servicios/tariff-adicionales-drop-down/', { signal }),
  staleTime: 60_000,
});

/** POST installment/, or PUT installment/{id}/ when editing one. */
export function saveInstallment(id: number | null, form: InstallmentForm): Promise<Installment> {
  return id === null
    ? api.post('/api/servicios/installment/', form)
    : api.put(`/api/servicios/installment/${id}/`, form);
}

/** DELETE installment/{id}/ -> 204. */
export function deleteInstallment(id: number): Promise<void> {
  return api.delete<void>(`/api/servicios/installment/${id}/`);
}
