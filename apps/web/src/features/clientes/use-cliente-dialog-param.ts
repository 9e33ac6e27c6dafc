import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CLIENTE_PARAM, MODO_PARAM, NUEVO_CLIENTE } from './cliente-dialog-params';

/** SPEC §4 form modes. View mode is for history contexts; everyone who sees a customer may edit it. */
export type ClienteMode = 'create' | 'edit' | 'view';

export type ClienteDialogState =
  { open: false } | { open: true; mode: 'create' } | { open: true; mode: 'edit' | 'view'; id: number };

export function parseClienteDialog(params: URLSearchParams): ClienteDialogState {
  const cliente = params.get(CLIENTE_PARAM);
  if (cliente === NUEVO_CLIENTE) return { open: true, mode: 'create' };
  const id = Number(cliente);
  if (!cliente || !Number.isInteger(id) || id <= 0) return { open: false };
  return { open: true, mode: params.get(MODO_PARAM) === 'view' ? 'view' : 'edit', id };
}

/** The open customer lives in the URL (?cliente=12&modo=view) so a reload or a link reopens it. */
export function useClienteDialogParam() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseClienteDialog(params), [params]);

  const write = useCallback(
    (cliente: string | null, modo: 'view' | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (cliente) next.set(CLIENTE_PARAM, cliente);
          else next.delete(CLIENTE_PARAM);
          if (modo) next.set(MODO_PARAM, modo);
          else next.delete(MODO_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    state,
    openCliente: useCallback(
      (id: number, mode: 'edit' | 'view' = 'edit') => write(String(id), mode === 'view' ? 'view' : null),
      [write],
    ),
    openCreate: useCallback(() => write(NUEVO_CLIENTE, null), [write]),
    close: useCallback(() => write(null, null), [write]),
  };
}
