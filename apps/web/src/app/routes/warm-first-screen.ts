import { WEB_ROUTES, type WebRouteName } from '@ventas/domain/permissions/web-routes';
import { localTokenStorage } from '../../api/token-storage';
import { queryClient } from '../../api/query-client';
import { distribuidorInfoQuery } from '../../features/auth/api/distribuidor-info-query';
import { sessionStore } from '../../session/session-store';
import { PROBE_ORIGIN, returnTargetOf } from '../route-guard/return-target';
import { resolveRouteName } from '../route-guard/route-name';
import { preloadScreen } from './screen-preload';
import { SCREEN_TABLE } from './screen-table';

const isScreen = (name: string | null): name is WebRouteName =>
  name !== null && Object.hasOwn(SCREEN_TABLE, name);
/** The screen the address names, when it names one. */
const screenEntryOf = (pathname: string) => {
  const name = resolveRouteName(pathname);
  return isScreen(name) ? SCREEN_TABLE[name] : null;
};
const hasStoredSession = () =>
  localTokenStorage.getAccess() !== null || localTokenStorage.getRefresh() !== null;

/**
 * Starts, while the session is checked (SPEC §2/§4: maintenance, a 200 ms wait, user detail,
 * initial data), the downloads the first screen will wait for; otherwise each starts only once
 * the one before it ends. A visitor will get the login form, which shows the tenant's name and
 * logo; a stored session is most likely let in, to the screen its address names.
 */
export function warmFirstScreen(pathname: string): void {
  if (!hasStoredSession()) {
    void queryClient.prefetchQuery(distribuidorInfoQuery);
    return;
  }
  const entry = screenEntryOf(pathname);
  // The screen renders through the same load(), so its chunks download once; a failure shows there.
  if (entry && 'load' in entry && entry.load) preloadScreen(entry.load).catch(() => {});
}

/**
 * Issue 31 §2: the first screen's own reads, for a stored session, asked for beside the session's
 * user detail and initial data instead of after them and the screen's first render (~0.3 s). A
 * session that turns out dead answers them 401 as it answers the detail (the api client's one
 * refresh, then the login); a screen the guard then refuses reads none of them.
 */
export function warmFirstScreenData(pathname: string, search: string): void {
  if (!hasStoredSession()) return;
  const entry = screenEntryOf(pathname);
  if (entry && 'prefetch' in entry && entry.prefetch)
    entry
      .prefetch()
      .then((prefetch) => prefetch(queryClient, search))
      .catch(() => {});
}

/**
 * Issue 31 §2: after a login, the screen the guard is about to open gets its code and its first
 * reads while the session's detail and initial data load (as a stored session's do at start-up),
 * not after them. The screen is the login address's target (`?next=`); without one, the
 * dashboard, the home of every user but the platform's SuperAdmins (whose dashboard code is
 * then fetched once for nothing). `loginSearch` reads the login address's query at that moment.
 * Returns the unsubscribe.
 */
export function warmScreenAfterLogin(loginSearch: () => string): () => void {
  let before = sessionStore.getSnapshot().phase;
  return sessionStore.subscribe(() => {
    const { phase } = sessionStore.getSnapshot();
    // tokenLogin → userDetailLoad: the login's tokens are saved, the detail is being asked for.
    if (before === 'tokenLogin' && phase === 'userDetailLoad') {
      const target = new URL(returnTargetOf(loginSearch()) ?? WEB_ROUTES.dashboard.path, PROBE_ORIGIN);
      warmFirstScreen(target.pathname);
      warmFirstScreenData(target.pathname, target.search);
    }
    before = phase;
  });
}
