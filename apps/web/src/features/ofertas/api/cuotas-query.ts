import { queryOptions } from '@tanstack/react-query';
import type { LineaKind } from '@ventas/domain/ofertas/oferta-cotizacion';
import type { InstallmentType } from '@ventas/domain/servicios/installment-contract';
import { installmentsCalls } from '@ventas/domain/servicios/installments.calls';
import { sendCall } from '../../../api/send-call';
import { ofertaKeys } from './oferta-keys';

/** Line kinds a terminal can be financed on (SPEC §3 Installment: a tariff or an additional line). */
export const financiable = (kind: LineaKind): kind is InstallmentType => kind !== 'sva';

/**
 * Every terminal's installment plan on one line (initial, monthly and final price). One read per
 * line gives both the terminals a package can finance and their plans (decision 66: the type is
 * tarifa or adicional).
 */
export const cuotasQuery = (kind: InstallmentType, lineaId: number) =>
  queryOptions({
    queryKey: ofertaKeys.cuotas(kind, lineaId),
    queryFn: ({ signal }) =>
      sendCall(installmentsCalls.ofTariff, { params: { tariffId: lineaId, type: kind } }, { signal }),
    staleTime: 60_000,
  });
