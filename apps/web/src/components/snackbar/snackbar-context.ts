import { createContext, useContext } from 'react';

/**
 * A link in a notice (the welcome's count opens the list it counts). `href` is a real address, so
 * a modified click opens it the browser's way; a plain click is handed to `onFollow` (the
 * caller's router navigate: a shared widget knows no routes).
 */
export interface SnackbarLink {
  label: string;
  href: string;
  onFollow: (href: string) => void;
}

export interface SnackbarApi {
  /** SPEC §8: shown with a party emoji; SPEC §9: 4000 ms unless told. */
  showSuccess(message: string, durationMs?: number): void;
  /** SPEC §8: shown with a sad emoji and the server's error body, or 'Algo fue mal'. */
  showError(message?: string, error?: unknown, durationMs?: number): void;
  /** Plain notices (hints) with no emoji, optionally with a link. */
  showInfo(message: string, durationMs?: number, link?: SnackbarLink): void;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);

export function useSnackbar(): SnackbarApi {
  const snackbar = useContext(SnackbarContext);
  if (!snackbar) throw new Error('useSnackbar needs a <SnackbarProvider>');
  return snackbar;
}
