import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { fetchOfertaHtml } from '../api/oferta-html';
import { downloadOfertaPdf } from '../api/oferta-pdf';
import { MENSAJES_GUARDADO } from '../oferta-messages';

/** SPEC §1, §8: the saved offer viewed as HTML (in a dialog) or downloaded as a PDF. */
export function useOfertaDocumentos(ofertaId: number | null) {
  const snackbar = useSnackbar();
  const [html, setHtml] = useState<string | null>(null);
  const ver = useMutation({
    mutationFn: (id: number) => fetchOfertaHtml(id),
    onSuccess: setHtml,
    onError: (error) => snackbar.showError(MENSAJES_GUARDADO.errorVer, error),
  });
  const pdf = useMutation({
    mutationFn: (id: number) => downloadOfertaPdf(id),
    onError: (error) => snackbar.showError(MENSAJES_GUARDADO.errorPdf, error),
  });
  return {
    html,
    cerrar: () => setHtml(null),
    ver: () => ofertaId !== null && ver.mutate(ofertaId),
    viendo: ver.isPending,
    descargar: () => ofertaId !== null && pdf.mutate(ofertaId),
    descargando: pdf.isPending,
  };
}
