import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { OfertaDetail } from '@ventas/domain/ofertas/oferta-contract';
import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { REDIRECT_AFTER_CREATE_MS, REDIRECT_AFTER_EDIT_MS } from '../../../config/constants';
import { createOferta } from '../api/create-oferta';
import { clienteDetailQuery, historicoQuery } from '../../clientes/clientes.public';
import { ofertaKeys } from '../api/oferta-keys';
import { updateOferta } from '../api/update-oferta';
import { entradaBody, type OfertaBody } from '../model/draft-to-body';
import { isClienteProblem } from '../model/save-errors';
import type { OfertaMode } from '../form/oferta-resolver';
import { MENSAJES_GUARDADO } from '../oferta-messages';
import { destinoTrasEditar, VOLVER_PARAM } from '../oferta-url';

/** SPEC §4: after CREATE, Teletrabajo with the customer's dialog open (?cliente=; view is its history context). */
export const historialDelCliente = (clienteId: number) =>
  `${WEB_ROUTES.teletrabajo.path}?cliente=${clienteId}&modo=view`;

interface SaveOptions {
  clienteId: number;
  mode: OfertaMode;
  /** A refused save, for the form to show where it belongs (fields, the taken phone). */
  onRefused: (error: unknown) => void;
}

/**
 * SPEC §4 "Offer save" and §8–§9 messages: CREATE posts a new OFERTA entry, says 'Oferta guardada
 * correctamente' and after 1 s opens the customer in Teletrabajo; EDIT puts the offer, says 'Oferta
 * editada correctamente' and after 2 s goes to the calculator (the month it came from). The success message stays its
 * 4 s (SPEC §9) across the move. A failure says the mode's sentence with the server's details.
 */
export function useSaveOferta({ clienteId, mode, onRefused }: SaveOptions) {
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(redirect.current ?? undefined), []);

  const mutation = useMutation({
    mutationFn: ({ oferta }: OfertaBody): Promise<unknown> =>
      mode.edit ? updateOferta(mode.ofertaId, oferta) : createOferta(entradaBody(clienteId, oferta)),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: historicoQuery(clienteId).queryKey });
      void queryClient.invalidateQueries({ queryKey: clienteDetailQuery(clienteId).queryKey });
      if (mode.edit) queryClient.setQueryData(ofertaKeys.oferta(mode.ofertaId), saved as OfertaDetail);
      snackbar.showSuccess(mode.edit ? MENSAJES_GUARDADO.editada : MENSAJES_GUARDADO.guardada);
      const [to, delay] = mode.edit
        ? [destinoTrasEditar(params.get(VOLVER_PARAM)), REDIRECT_AFTER_EDIT_MS]
        : [historialDelCliente(clienteId), REDIRECT_AFTER_CREATE_MS];
      redirect.current = setTimeout(() => void navigate(to), delay);
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
    /** Saved and about to leave: the screen takes no second save. */
    saved: mutation.isSuccess,
  };
}
