/**
 * Issue 29: why a session ended, said on the login screen. SPEC §2 logs out a user who opens a
 * screen their role or groups do not allow, and SPEC §8 one whose session cannot be renewed; the
 * login screen now says which. A user's own logout has no reason.
 */
export type LogoutReason =
  /** The route guard refused a screen (its title, as the drawer and the palette name it). */
  | { kind: 'sinAcceso'; pantalla: string }
  /** The access token was refused and could not be renewed (SPEC §8). */
  | { kind: 'caducada' };

export function logoutReasonText(reason: LogoutReason): string {
  if (reason.kind === 'caducada') return 'Su sesión ha caducado. Inicie sesión de nuevo.';
  return (
    `Se cerró la sesión porque su usuario no tiene acceso a «${reason.pantalla}». ` +
    'Inicie sesión con un usuario que lo tenga.'
  );
}

export function isLogoutReason(value: unknown): value is LogoutReason {
  if (typeof value !== 'object' || value === null) return false;
  const reason = value as Partial<Record<string, unknown>>;
  if (reason.kind === 'caducada') return true;
  return reason.kind === 'sinAcceso' && typeof reason.pantalla === 'string';
}

/** The router state /logout is opened with when it has a reason (the guard's refusal). */
export const logoutState = (reason: LogoutReason) => ({ logoutReason: reason });

/** The reason the router state of /logout carries, if any. */
export function reasonInLogoutState(state: unknown): LogoutReason | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const reason = (state as { logoutReason?: unknown }).logoutReason;
  return isLogoutReason(reason) ? reason : undefined;
}

// SPEC §4's logout clears localStorage, so the reason waits in this tab's sessionStorage: it
// outlives the logout and a reload of the login page, and no other tab or later visit sees it.
const KEY = 'ventas.motivo-cierre-sesion';

export const logoutReasonStorage = {
  save(reason: LogoutReason): void {
    sessionStorage.setItem(KEY, JSON.stringify(reason));
  },
  read(): LogoutReason | null {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    try {
      const value: unknown = JSON.parse(raw);
      return isLogoutReason(value) ? value : null;
    } catch {
      return null;
    }
  },
  clear(): void {
    sessionStorage.removeItem(KEY);
  },
};
