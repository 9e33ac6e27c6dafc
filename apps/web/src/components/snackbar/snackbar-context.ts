import { createContext, useContext } from 'react';

export interface SnackbarApi {
  /** SPEC §8: shown with a party emoji; SPEC §9: 4000 ms unless told. */
  showSuccess(message: string, durationMs?: number): void;
  /** SPEC §8: shown with a sad emoji and the server's error body, or 'Algo fue mal'. */
  showError(message?: string, error?: unknown, durationMs?: number): void;
  /** Plain notices (hints) with no emoji. */
  showInfo(message: string, durationMs?: number): void;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);

export function useSnackbar(): SnackbarApi {
  const snackbar = useContext(SnackbarContext);
  if (!snackbar) throw new Error('useSnackbar needs a <SnackbarProvider>');
  return snackbar;
}
