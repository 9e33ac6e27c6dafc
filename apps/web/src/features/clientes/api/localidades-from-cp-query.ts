import { queryOptions } from '@tanstack/react-query';
import type { Localidades } from '@ventas/domain/postal-codes/localidades-contract';
import { localidadesCalls } from '@ventas/domain/postal-codes/localidades.calls';
import { sendCall } from '../../../api/send-call';

/** SPEC §7: the towns of a valid postal code. */
export const localidadesFromCpQuery = (cp: string) =>
  queryOptions({
    queryKey: ['utils', 'localidades-from-cp', cp],
    queryFn: ({ signal }) => sendCall(localidadesCalls.fromCp, { query: { cp } }, { signal }),
    staleTime: Infinity,
    retry: false,
  });

/** Every town of the answer once, municipalities first, in the order given. */
export function localidadOptions(answer: Localidades | undefined): string[] {
  const names = (answer?.localidades ?? []).flatMap((m) => [m.municipio, ...m.localidades]);
  return [...new Set(names)];
}
