import { useRef, type RefObject } from 'react';
import { useUnsavedChangesGuard } from '../../../../components/unsaved-changes/use-unsaved-changes-guard';

/** What the instalment form tells the dialog around it: whether it holds changes, and how to drop them. */
export interface CambiosPlan {
  hayCambios: () => boolean;
  /** Forgets what was typed, its kept draft with it. */
  descartar: () => void;
}

/**
 * The close of a dialog that holds the instalment form (the device's Cuotas, the configurator's
 * plan): at once when nothing was typed, else after "Hay cambios sin guardar", whose "Descartar
 * cambios" also forgets the kept draft, as every form dialog does (FormDialog).
 */
export function useCierrePlan(onClose: () => void): {
  cambios: RefObject<CambiosPlan | null>;
  cerrar: () => void;
  confirmation: ReturnType<typeof useUnsavedChangesGuard>['confirmation'];
} {
  const cambios = useRef<CambiosPlan | null>(null);
  const { guard, confirmation } = useUnsavedChangesGuard(
    () => cambios.current?.hayCambios() ?? false,
    () => cambios.current?.descartar(),
  );
  return { cambios, cerrar: () => guard(onClose), confirmation };
}
