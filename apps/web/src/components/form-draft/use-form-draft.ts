import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { mismoValor, type Borrador } from './draft-storage';
import { borradoresFormulario, type ClaveFormulario } from './form-drafts';

/** A draft is written this long after the last change: a pause in typing, not every keystroke. */
export const BORRADOR_ESPERA_MS = 500;

/** Where one form's draft is kept (form-drafts.ts; the configurator has its own). */
export interface RanuraBorrador<V> {
  leer: () => Borrador<V> | null;
  guardar: (draft: V, base: string | null) => void;
  borrar: () => void;
}

/**
 * The draft of one form dialog: null while no user is known or the form only shows. Stable while
 * the key is: the form's values when it opened (`modelo`) must be too (a memo, a state).
 */
export function useRanuraFormulario<V>(clave: ClaveFormulario | null, modelo: V): RanuraBorrador<V> | null {
  const usuario = clave?.usuario ?? null;
  const tipo = clave?.tipo ?? '';
  const registro = clave?.registro ?? null;
  return useMemo(() => {
    if (usuario === null) return null;
    const ref = { usuario, tipo, registro };
    return {
      leer: () => {
        borradoresFormulario.barrer();
        return borradoresFormulario.leer(ref, modelo);
      },
      guardar: (draft, base) => borradoresFormulario.guardar(ref, draft, base),
      borrar: () => borradoresFormulario.borrar(ref),
    };
  }, [usuario, tipo, registro, modelo]);
}

interface FormDraftInput<V extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and any submitted type.
  form: UseFormReturn<V, any, any>;
  ranura: RanuraBorrador<V> | null;
  /** What the form opened with: a draft equal to it is no draft. Stable (a memo, a state). */
  defaults: V;
  /** EDIT: the record's updated_on (or another mark of its version), to tell whether it changed
   * since the draft was typed; a new record: null. */
  base: string | null;
  /** Ask first about a draft found on opening (default); false: the caller restored it itself. */
  preguntar?: boolean;
  /** Fields never written (passwords, bank accounts): the draft holds their opening value. A
   * module constant, so that it is stable. */
  sinGuardar?: readonly (keyof V)[];
}

const NINGUNO: readonly never[] = [];

/** The values as stored: every field in `sinGuardar` as it opened. */
function guardable<V extends FieldValues>(values: V, defaults: V, sinGuardar: readonly (keyof V)[]): V {
  if (sinGuardar.length === 0) return values;
  const copy = { ...values };
  for (const key of sinGuardar) copy[key] = defaults[key];
  return copy;
}

/**
 * What a form dialog holds, kept as it is typed (issue 29 §2). A draft found on opening is offered
 * back first (`pendiente`): until the user answers, nothing is written, so the draft cannot be
 * overwritten by the form it is asked about. `descartar` forgets it: an explicit Descartar, a
 * discarded close, a save.
 */
export function useFormDraft<V extends FieldValues>(input: FormDraftInput<V>) {
  const { form, ranura, defaults, base, preguntar = true, sinGuardar = NINGUNO } = input;
  const [pendiente, setPendiente] = useState<Borrador<V> | null>(() => {
    if (!ranura || !preguntar) return null;
    const stored = ranura.leer();
    return stored && !mismoValor(stored.draft, guardable(defaults, defaults, sinGuardar)) ? stored : null;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const parado = useRef(false);

  useEffect(() => {
    if (pendiente || !ranura) return undefined;
    const write = () => {
      timer.current = undefined;
      if (parado.current) return;
      const values = guardable(form.getValues(), defaults, sinGuardar);
      if (mismoValor(values, guardable(defaults, defaults, sinGuardar))) ranura.borrar();
      else ranura.guardar(values, base);
    };
    const flush = () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      write();
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const subscription = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(write, BORRADOR_ESPERA_MS);
    });
    // Leaving the page (a reload, a closed tab, a phone that puts it away) does not wait for the pause.
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
      // Leaving the form keeps what was typed up to the last keystroke.
      flush();
    };
  }, [pendiente, form, ranura, defaults, base, sinGuardar]);

  const descartar = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    ranura?.borrar();
    setPendiente(null);
  };
  return {
    /** The stored draft to offer back, and whether the record was saved after it was typed. */
    pendiente: pendiente && { guardadoEl: pendiente.guardadoEl, desfasado: pendiente.base !== base },
    recuperar: () => {
      if (!pendiente) return;
      // The defaults stay the opened record: the restored draft shows as unsaved changes.
      form.reset(pendiente.draft, { keepDefaultValues: true });
      setPendiente(null);
    },
    /** Forgets the draft (Descartar, a discarded close, a save); what is typed next starts another. */
    descartar,
    /** Saved, and the screen stays on what it saved (the configurator): the draft goes, and
     * nothing that happens to the form afterwards (a reset to the saved record) brings it back. */
    limpiar: () => {
      parado.current = true;
      descartar();
    },
  };
}

export type FormDraft = ReturnType<typeof useFormDraft>;
