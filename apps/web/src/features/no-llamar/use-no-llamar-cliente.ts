import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { estaEnNoLlamar } from '@ventas/domain/no-llamar/no-llamar-importacion';
import { noLlamarClienteQuery } from './api/no-llamar-cliente-query';

const NINGUNO: ReadonlySet<string> = new Set();

/**
 * Whether a phone of a saved customer opted out, as typed or stored. Until the answer comes (or
 * when it fails) the question is open: `cargando` lets a screen hold click-to-call back rather
 * than offer a call it may have to refuse.
 */
export function useNoLlamarCliente(clienteId: number | null) {
  const query = useQuery({ ...noLlamarClienteQuery(clienteId ?? 0), enabled: clienteId !== null });
  const lista = useMemo(() => new Set(query.data?.telefonos ?? NINGUNO), [query.data]);
  return {
    cargando: clienteId !== null && query.isPending,
    noLlamar: (telefono: string) => estaEnNoLlamar(telefono, lista),
  };
}
