import type { WebActor } from '@ventas/domain/permissions/web-routes';
import { apiCallLog } from '../api/api-call-log';
import { queryClient } from '../api/query-client';
import { localTokenStorage, type Tokens } from '../api/token-storage';
import { SESSION_INIT_WAIT_MS } from '../config/constants';
import { wait } from '../lib/wait';
import { logoutReasonStorage, type LogoutReason } from './logout-reason';
import { getUserDetail, postToken, type Credentials } from './session-api';
import { toActor, type UserDetail } from './user-detail';

/**
 * The initial data's queries import their calls' declarations, and with them zod: loaded once a
 * user has signed in, so the login path carries no zod (its budget, login-path-bundle.e2e.ts).
 */
async function loadInitialData(client: typeof queryClient): Promise<void> {
  // Never throws, as the loading itself: a screen whose data is missing asks again when it mounts.
  const initialData = await import('../api/initial-data-queries').catch(() => null);
  await initialData?.loadInitialData(client);
}

/**
 * SPEC §4: logged out -> token login -> user detail load -> initial data load -> logged in (issue
 * 16: no initial data load while the password must change).
 */
export type SessionPhase = 'loggedOut' | 'tokenLogin' | 'userDetailLoad' | 'initialDataLoad' | 'loggedIn';

export interface SessionSnapshot {
  phase: SessionPhase;
  user: UserDetail | null;
  actor: WebActor | null;
}

const LOGGED_OUT: SessionSnapshot = { phase: 'loggedOut', user: null, actor: null };

let snapshot = LOGGED_OUT;
let initialising: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/**
 * SPEC §4: logout clears all local storage and tokens (developer mode's flag with them, and so the
 * calls it kept, which name this user's data).
 */
function clearSession(): void {
  localStorage.clear();
  queryClient.clear();
  apiCallLog.setRecording(false);
  set(LOGGED_OUT);
}

async function loadSession(): Promise<void> {
  set({ phase: 'userDetailLoad', user: null, actor: null });
  const user = await getUserDetail();
  const actor = toActor(user);
  // Issue 16: while the password must change every other call answers 403, so the initial data
  // waits for the change (passwordChanged loads it).
  if (!user.must_change_password) {
    set({ phase: 'initialDataLoad', user, actor });
    await loadInitialData(queryClient);
  }
  set({ phase: 'loggedIn', user, actor });
}

/**
 * After POST /api/cuentas/cambiar-password/: the new pair replaces the old (the server closed the
 * other sessions), then the detail and the initial data load. The snapshot stays logged in
 * meanwhile, so the layout (and the snackbar that announces the change) is not torn down.
 */
async function passwordChanged(tokens: Tokens): Promise<void> {
  localTokenStorage.save(tokens);
  const before = snapshot;
  let user: UserDetail;
  try {
    user = await getUserDetail();
  } catch {
    // The change itself succeeded (the server answered 200): the detail only refreshes.
    if (!before.user) return;
    user = { ...before.user, must_change_password: false };
  }
  if (!user.must_change_password) await loadInitialData(queryClient);
  // A logout while this ran (a 401 elsewhere) wins: no session comes back.
  if (snapshot.phase !== 'loggedIn') return;
  set({ phase: 'loggedIn', user, actor: toActor(user) });
}

async function restoreSession(initWait: Promise<void>): Promise<void> {
  if (!localTokenStorage.getAccess() && !localTokenStorage.getRefresh()) return;
  // SPEC §4: initialisation waits 200 ms.
  await initWait;
  try {
    await loadSession();
  } catch {
    // A 401 already logged out through the api client; any other failure leaves the user on
    // login with the tokens kept, so a reload after an outage restores the session.
    set(LOGGED_OUT);
  }
}

export const sessionStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  getSnapshot: (): SessionSnapshot => snapshot,

  /**
   * SPEC §2: on first load the session is initialised before the guard runs. Runs once.
   * `initWait` is SPEC §4's 200 ms wait, when the caller started it earlier (start-session.ts
   * runs it while maintenance is checked).
   */
  initialise(initWait: Promise<void> = wait(SESSION_INIT_WAIT_MS)): Promise<void> {
    initialising ??= restoreSession(initWait);
    return initialising;
  },

  async login(credentials: Credentials): Promise<void> {
    set({ phase: 'tokenLogin', user: null, actor: null });
    try {
      localTokenStorage.save(await postToken(credentials));
      await loadSession();
      // The login screen said why the last session ended; this one has begun.
      logoutReasonStorage.clear();
    } catch (error) {
      // No half-open session: tokens saved before a failed detail load go too.
      clearSession();
      throw error;
    }
  },

  passwordChanged,

  /**
   * Ends the session. Issue 29: `reason` is what the login screen says next (the guard refused a
   * screen, the session expired); a logout the user asked for has none and clears an older one.
   */
  logout(reason?: LogoutReason): void {
    clearSession();
    if (reason) logoutReasonStorage.save(reason);
    else logoutReasonStorage.clear();
  },
};

/** Issue 16: logged in with a password an Admin set, which must change before anything else. */
export function mustChangePassword(session: SessionSnapshot): boolean {
  return session.phase === 'loggedIn' && session.user?.must_change_password === true;
}

/** The actor the guard and menus check; null until the session is fully logged in. */
export function loggedInActor(session: SessionSnapshot): WebActor | null {
  return session.phase === 'loggedIn' ? session.actor : null;
}
