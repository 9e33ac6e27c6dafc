import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useFormDraft, type RanuraBorrador } from '../../../components/form-draft/use-form-draft';
import { borradorOferta, type BorradorRef } from '../model/borrador-oferta';
import type { OfertaBody } from '../model/draft-to-body';
import type { OfertaDraft } from '../model/oferta-draft';

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
 * The unsaved offer, kept as it is typed (borrador-oferta.ts) by the forms' one draft hook
 * (components/form-draft): offered back first (`pendiente`), nothing written until the agent
 * answers; `limpiar` forgets it once the offer is saved.
 */
export function useBorradorOferta({ form, ref, defaults, base }: BorradorInput) {
  // The key's parts, for the memo to depend on values rather than on a new object each render.
  const userId = ref?.userId ?? null;
  const clienteId = ref?.clienteId ?? 0;
  const ofertaId = ref?.ofertaId ?? null;
  const ranura = useMemo((): RanuraBorrador<OfertaDraft> | null => {
    if (userId === null) return null;
    const key = { userId, clienteId, ofertaId };
    return {
      leer: () => {
        borradorOferta.barrer();
        return borradorOferta.leer(key);
      },
      guardar: (draft, guardadoSobre) => borradorOferta.guardar(key, draft, guardadoSobre),
      borrar: () => borradorOferta.borrar(key),
    };
  }, [userId, clienteId, ofertaId]);
  return useFormDraft({ form, ranura, defaults, base });
}
