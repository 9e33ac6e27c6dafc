import { queryOptions } from '@tanstack/react-query';
import type { Localidades } from '@ventas/domain/postal-codes/localidades-contract';
import { api } from '../../../api/api';

/** SPEC §7: GET /api/utils/localidades-from-cp/?cp= (the towns of a valid postal code). */
export const localidadesFromCpQuery = (cp: string) =>
  queryOptions({
    queryKey: ['utils', 'localidades-from-cp', cp],
    queryFn: ({ signal }) =>
      api.get<Localidades>('/api/utils/localidades-from-cp/', { query: { cp }, signal }),
    staleTime: Infinity,
    retry: false,
  });

/** Every town of the answer once, municipalities first, in the order given. */
export function localidadOptions(answer: Localidades | undefined): string[] {
  const names = (answer?.localidades ?? []).flatMap((m) => [m.municipio, ...m.localidades]);
  return [...new Set(names)];
}
