import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { borradorOferta, mismoValor, type Borrador, type BorradorRef } from '../model/borrador-oferta';
import type { OfertaBody } from '../model/draft-to-body';
import type { OfertaDraft } from '../model/oferta-draft';

/** A draft is written this long after the last change: a pause in typing, not every keystroke. */
export const BORRADOR_ESPERA_MS = 500;

interface BorradorInput {
  form: UseFormReturn<OfertaDraft, unknown, OfertaBody>;
  /** Null while no user is known (nothing is stored then). */
  ref: BorradorRef | null;
  /** What the screen opened with: a draft equal to it is no draft. */
  defaults: OfertaDraft;
  /** EDIT: the saved offer's updated_on, to tell whether it changed since the draft; CREATE: null. */
  base: string | null;
}

/**
 * The unsaved offer, kept as it is typed (borrador-oferta.ts). A draft found on opening is offered
 * back first (`pendiente`): until the agent answers, nothing is written, so the draft cannot be
 * overwritten by the form it is asked about. `limpiar` forgets it once the offer is saved.
 */
export function useBorradorOferta({ form, ref, defaults, base }: BorradorInput) {
  // The key's parts, for the effect to depend on values rather than on a new object each render.
  const userId = ref?.userId ?? null;
  const clienteId = ref?.clienteId ?? 0;
  const ofertaId = ref?.ofertaId ?? null;
  const [pendiente, setPendiente] = useState<Borrador | null>(() => {
    if (!ref) return null;
    borradorOferta.barrer();
    const stored = borradorOferta.leer(ref);
    return stored && !mismoValor(stored.draft, defaults) ? stored : null;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const parado = useRef(false);

  useEffect(() => {
    if (pendiente || userId === null) return undefined;
    const key = { userId, clienteId, ofertaId };
    const write = () => {
      timer.current = undefined;
      if (parado.current) return;
      const values = form.getValues();
      if (mismoValor(values, defaults)) borradorOferta.borrar(key);
      else borradorOferta.guardar(key, values, base);
    };
    const flush = () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      write();
    };
    const subscription = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(write, BORRADOR_ESPERA_MS);
    });
    // Leaving the page (a reload, a closed tab) does not wait for the pause.
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      // Leaving the screen keeps what was typed up to the last keystroke.
      flush();
    };
  }, [pendiente, form, userId, clienteId, ofertaId, defaults, base]);

  return {
    /** The stored draft to offer back, and whether the saved offer changed after it was typed. */
    pendiente: pendiente && { guardadoEl: pendiente.guardadoEl, desfasado: pendiente.base !== base },
    recuperar: () => {
      if (!pendiente) return;
      // The defaults stay the opened offer: the restored one shows as unsaved changes.
      form.reset(pendiente.draft, { keepDefaultValues: true });
      setPendiente(null);
    },
    descartar: () => {
      if (ref) borradorOferta.borrar(ref);
      setPendiente(null);
    },
    /** The offer was saved: its draft goes, and nothing typed meanwhile brings it back. */
    limpiar: () => {
      parado.current = true;
      clearTimeout(timer.current);
      timer.current = undefined;
      if (ref) borradorOferta.borrar(ref);
    },
  };
}
