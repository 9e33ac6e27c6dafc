import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moverTutorial } from '@ventas/domain/tutoriales/reordenar';
import type { Tutorial } from '@ventas/domain/tutoriales/tutoriales-contract';
import { useEffect, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { reorderTutoriales, TUTORIALES_KEY } from '../api/tutoriales-calls';
import { MENSAJES_TUTORIALES } from '../tutoriales-messages';

type Sentido = 'arriba' | 'abajo';

/**
 * The up/down buttons: the list moves at once (the server answers the list it wrote, or the old
 * one comes back with an error), the moved card's button keeps the keyboard focus (moving a node
 * drops it) and a polite status line says where it went. A click while a move is on its way is
 * ignored, so two moves never race.
 */
export function useReordenar(tutoriales: readonly Tutorial[]) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [aviso, setAviso] = useState('');
  const [foco, setFoco] = useState<{ id: number; sentido: Sentido } | null>(null);
  const mutation = useMutation({
    mutationFn: reorderTutoriales,
    onSuccess: (lista) => queryClient.setQueryData(TUTORIALES_KEY, lista),
    onError: (error, _ids, anterior: { lista: Tutorial[] } | undefined) => {
      if (anterior) queryClient.setQueryData(TUTORIALES_KEY, anterior.lista);
      snackbar.showError(MENSAJES_TUTORIALES.errorOrden, error);
      setAviso('');
      void queryClient.invalidateQueries({ queryKey: TUTORIALES_KEY });
    },
    onMutate: (ids) => {
      const lista = [...tutoriales];
      const porId = new Map(lista.map((t) => [t.id, t]));
      queryClient.setQueryData(
        TUTORIALES_KEY,
        ids.map((id, indice) => ({ ...porId.get(id)!, orden: indice + 1 })),
      );
      return { lista };
    },
  });

  useEffect(() => {
    if (!foco) return;
    const boton = (sentido: Sentido) =>
      document.querySelector<HTMLButtonElement>(`[data-mover="${foco.id}-${sentido}"]`);
    const mismo = boton(foco.sentido);
    (mismo && !mismo.disabled ? mismo : boton(foco.sentido === 'arriba' ? 'abajo' : 'arriba'))?.focus();
  }, [foco, tutoriales]);

  function mover(indice: number, sentido: Sentido): void {
    if (mutation.isPending) return;
    const ids = moverTutorial(
      tutoriales.map((t) => t.id),
      indice,
      sentido,
    );
    const movido = tutoriales[indice]!;
    const posicion = ids.indexOf(movido.id) + 1;
    if (posicion === indice + 1) return;
    setFoco({ id: movido.id, sentido });
    setAviso(MENSAJES_TUTORIALES.movido(movido.titulo, posicion, ids.length));
    mutation.mutate(ids);
  }

  return { mover, aviso };
}
