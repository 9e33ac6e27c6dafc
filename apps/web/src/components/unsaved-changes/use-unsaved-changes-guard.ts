import { useState } from 'react';

/**
 * Runs a step that would drop the form (close it, leave it) at once, or, while `hasChanges()`
 * says the user typed something not saved, only once they agree in UnsavedChangesDialog;
 * `onDiscard` then forgets what was typed (the form's kept draft, use-form-draft.ts).
 */
export function useUnsavedChangesGuard(hasChanges: () => boolean, onDiscard?: () => void) {
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
      onDiscard?.();
      next?.();
    },
  };
  return { guard, confirmation };
}
