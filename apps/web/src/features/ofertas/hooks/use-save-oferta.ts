import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { createOferta } from '../api/create-oferta';
import {
  clienteDetailQuery,
  historicoQuery,
  refrescarVistasDeAgendados,
} from '../../clientes/clientes.public';
import { ofertaDetailQuery } from '../api/oferta-detail-query';
import { ofertaKeys } from '../api/oferta-keys';
import { updateOferta } from '../api/update-oferta';
import { entradaBody, type OfertaBody } from '../model/draft-to-body';
import { isClienteProblem } from '../model/save-errors';
import type { OfertaMode } from '../form/oferta-resolver';
import { MENSAJES_GUARDADO } from '../oferta-messages';

interface SaveOptions {
  clienteId: number;
  mode: OfertaMode;
  /** A refused save, for the form to show where it belongs (fields, the taken phone). */
  onRefused: (error: unknown) => void;
  /** The server kept the offer: what was typed is no longer a draft. Called first. */
  onKept: () => void;
  /** The saved offer and the customer are read again: the screen shows the offer as saved (null: a
   * new offer the server did not name, which the screen cannot show). */
  onSaved: (ofertaId: number | null) => void;
}

/**
 * SPEC §4 "Offer save" and §8–§9 messages: CREATE posts a new OFERTA entry and says 'Oferta
 * guardada correctamente'; EDIT puts the offer and says 'Oferta editada correctamente'. Either way
 * the screen then stays on the saved offer (its PDF one click away) and offers the way back,
 * instead of leaving after 1 or 2 s. A failure says the mode's sentence with the server's details.
 */
export function useSaveOferta({ clienteId, mode, onRefused, onKept, onSaved }: SaveOptions) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: async ({ oferta }: OfertaBody): Promise<number | null> => {
      if (mode.edit) {
        const saved = await updateOferta(mode.ofertaId, oferta);
        queryClient.setQueryData(ofertaKeys.oferta(mode.ofertaId), saved);
        return mode.ofertaId;
      }
      return (await createOferta(entradaBody(clienteId, oferta))).oferta?.id ?? null;
    },
    onSuccess: async (ofertaId) => {
      onKept();
      snackbar.showSuccess(mode.edit ? MENSAJES_GUARDADO.editada : MENSAJES_GUARDADO.guardada);
      // A new offer ends the customer's pending callbacks (decision 74): the views listing them
      // (dashboard, calendar) read again, as after any customer action (decision 190).
      refrescarVistasDeAgendados(queryClient);
      // The screen shows the offer as saved with the customer as saved (phones the lines added):
      // both are read before it does. A failed read leaves the screen its own retry.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: historicoQuery(clienteId).queryKey }),
        queryClient.invalidateQueries({ queryKey: clienteDetailQuery(clienteId).queryKey }),
        ofertaId !== null && !mode.edit ? queryClient.prefetchQuery(ofertaDetailQuery(ofertaId)) : null,
      ]);
      onSaved(ofertaId);
    },
    onError: (error) => {
      onRefused(error);
      const message = !mode.edit
        ? MENSAJES_GUARDADO.errorGuardar
        : isClienteProblem(error)
          ? MENSAJES_GUARDADO.errorCliente
          : MENSAJES_GUARDADO.errorEditar;
      snackbar.showError(message, error);
    },
  });
  return {
    save: (body: OfertaBody) => mutation.mutate(body),
    saving: mutation.isPending,
    /** Saved: the screen takes no second save until it shows the offer as saved. */
    saved: mutation.isSuccess,
  };
}
