import { queryOptions } from '@tanstack/react-query';
import type { DisponibilidadForm } from '@ventas/domain/cuentas/disponibilidad-contract';
import { disponibilidadesCalls } from '@ventas/domain/cuentas/disponibilidades.calls';
import { sendCall } from '../../../api/send-call';
import { rrhhKeys } from './rrhh-keys';

/** One person's availability periods (SPEC §3 Commercial availability). */
export const disponibilidadesQuery = (commercial: number) =>
  queryOptions({
    queryKey: rrhhKeys.disponibilidades(commercial),
    queryFn: ({ signal }) =>
      sendCall(disponibilidadesCalls.list, { query: { commercial: String(commercial) } }, { signal }),
  });

export const createDisponibilidad = (form: DisponibilidadForm) =>
  sendCall(disponibilidadesCalls.create, { body: form });

export const updateDisponibilidad = (id: number, form: DisponibilidadForm) =>
  sendCall(disponibilidadesCalls.update, { params: { id }, body: form });

export const deleteDisponibilidad = (id: number) =>
  sendCall(disponibilidadesCalls.remove, { params: { id } });
