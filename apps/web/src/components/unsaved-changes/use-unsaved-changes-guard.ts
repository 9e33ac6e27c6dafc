import { useState } from 'react';

/**
 * Runs a step that would drop the form (close it, leave it) at once, or, while `hasChanges()`
 * says the user typed something not saved, only once they agree in UnsavedChangesDialog.
 */
export function useUnsavedChangesGuard(hasChanges: () => boolean) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guard = (next: () => void) => {
    if (hasChanges()) setPending(() => next);
    else next();
  };
  const confirmation = {
    open: pending !== null,
    onKeepEditing: () => setPending(null),
    onDiscard: () => {
      const next = pending;
      setPending(null);
      next?.();
    },
  };
  return { guard, confirmation };
}
