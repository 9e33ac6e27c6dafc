import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import { SNACKBAR_LONG_MS } from '../../../../config/constants';
import { moverAgendados } from '../../api/mover-agendados';
import { MENSAJES_GERENCIA } from '../../model/gerencia-messages';

/**
 * Moving callbacks changes whose customers they are: the figures here and the customer lists and
 * histories a figure opens ('clientes', 'atenciones' keys) are read again, so a count clicked
 * right after a move opens the new list, not a cached one.
 */
const RELEIDAS = new Set<unknown>(['gerencia', 'clientes', 'atenciones']);

/**
 * Hands every selected commercial's pending callbacks to one destination: one POST per origin
 * (the API moves one origin at a time), then SPEC §8's message. Answers the origins that failed.
 */
export function useMoverAgendados() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [moviendo, setMoviendo] = useState(false);

  async function mover(origenes: readonly number[], destino: number): Promise<number[]> {
    setMoviendo(true);
    const fallidos: number[] = [];
    let primerError: unknown;
    for (const origen of origenes) {
      try {
        await moverAgendados(origen, destino);
      } catch (error) {
        fallidos.push(origen);
        primerError ??= error;
      }
    }
    void queryClient.invalidateQueries({ predicate: (query) => RELEIDAS.has(query.queryKey[0]) });
    setMoviendo(false);
    if (fallidos.length === 0) snackbar.showSuccess(MENSAJES_GERENCIA.agendadosMovidos);
    else snackbar.showError(MENSAJES_GERENCIA.errorAgendados, primerError, SNACKBAR_LONG_MS);
    return fallidos;
  }

  return { mover, moviendo };
}
