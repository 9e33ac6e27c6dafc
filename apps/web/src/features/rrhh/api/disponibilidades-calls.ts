import { queryOptions } from '@tanstack/react-query';
import type { Disponibilidad, DisponibilidadForm } from '@ventas/domain/cuentas/disponibilidad-contract';
import { api } from '../../../api/api';
import { rrhhKeys } from './rrhh-keys';

const PATH = '/api/cuentas/disponibilidades/';

/** GET ?commercial=ID: one person's availability periods (SPEC §3 Commercial availability). */
export const disponibilidadesQuery = (commercial: number) =>
  queryOptions({
    queryKey: rrhhKeys.disponibilidades(commercial),
    queryFn: ({ signal }) =>
      api.get<Disponibilidad[]>(PATH, { query: { commercial: String(commercial) }, signal }),
  });

export const createDisponibilidad = (form: DisponibilidadForm) => api.post<Disponibilidad>(PATH, form);

export const updateDisponibilidad = (id: number, form: DisponibilidadForm) =>
  api.put<Disponibilidad>(`${PATH}${id}/`, form);

export const deleteDisponibilidad = (id: number) => api.delete<void>(`${PATH}${id}/`);
