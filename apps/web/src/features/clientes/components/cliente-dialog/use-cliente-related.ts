import { useQuery } from '@tanstack/react-query';
import { contractsQuery } from '../../api/contracts-query';
import type { ClienteRecord } from '../../api/cliente-record';
import { historicoQuery } from '../../api/historico-query';
import { notasClienteQuery } from '../../api/notas-cliente-query';

/** SPEC §4: opening a customer in edit or view mode loads its history, contracts and notes. */
export function useClienteRelated(record: ClienteRecord | null) {
  const id = record?.id ?? 0;
  const enabled = record !== null;
  return {
    historico: useQuery({ ...historicoQuery(id), enabled }),
    contracts: useQuery({ ...contractsQuery(id), enabled }),
    notas: useQuery({ ...notasClienteQuery(id), enabled }),
  };
}
