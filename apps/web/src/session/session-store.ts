import type { Actor } from '@ventas/domain/permissions/roles';
import { loadInitialData } from '../api/initial-data-queries';
import { queryClient } from '../api/query-client';
import { localTokenStorage } from '../api/token-storage';
import { SESSION_INIT_WAIT_MS } from '../config/constants';
import { wait } from '../lib/wait';
import { getUserDetail, postToken, type Credentials } from './session-api';
import { toActor, type UserDetail } from './user-detail';

/** SPEC §4: logged out -> token login -> user detail load -> initial data load -> logged in. */
export type SessionPhase = 'loggedOut' | 'tokenLogin' | 'userDetailLoad' | 'initialDataLoad' | 'loggedIn';

export interface SessionSnapshot {
  phase: SessionPhase;
  user: UserDetail | null;
  actor: Actor | null;
}

const LOGGED_OUT: SessionSnapshot = { phase: 'loggedOut', user: null, actor: null };

let snapshot = LOGGED_OUT;
let initialising: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** SPEC §4: logout clears all local storage and tokens. */
function clearSession(): void {
  localStorage.clear();
  queryClient.clear();
  set(LOGGED_OUT);
}

async function loadSession(): Promise<void> {
  set({ phase: 'userDetailLoad', user: null, actor: null });
  const user = await getUserDetail();
  const actor = toActor(user);
  set({ phase: 'initialDataLoad', user, actor });
  await loadInitialData(queryClient);
  set({ phase: 'loggedIn', user, actor });
}

async function restoreSession(): Promise<void> {
  if (!localTokenStorage.getAccess() && !localTokenStorage.getRefresh()) return;
  // SPEC §4: initialisation waits 200 ms.
  await wait(SESSION_INIT_WAIT_MS);
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

  /** SPEC §2: on first load the session is initialised before the guard runs. Runs once. */
  initialise(): Promise<void> {
    initialising ??= restoreSession();
    return initialising;
  },

  async login(credentials: Credentials): Promise<void> {
    set({ phase: 'tokenLogin', user: null, actor: null });
    try {
      localTokenStorage.save(await postToken(credentials));
      await loadSession();
    } catch (error) {
      // No half-open session: tokens saved before a failed detail load go too.
      clearSession();
      throw error;
    }
  },

  logout: clearSession,
};

/** The actor the guard and menus check; null until the session is fully logged in. */
export function loggedInActor(session: SessionSnapshot): Actor | null {
  return session.phase === 'loggedIn' ? session.actor : null;
}
