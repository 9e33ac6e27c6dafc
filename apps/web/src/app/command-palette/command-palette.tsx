import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingPart, lazyPart } from '../../components/lazy-part/lazy-part';
import { useOpenedOnce } from '../../components/lazy-part/use-opened-once';
import { loggedInActor } from '../../session/session-store';
import { useSession } from '../../session/use-session';
import { clienteIdOf } from './cliente-url';
import { alAbrirPaleta, opensPalette } from './palette-shortcut';

// Decision 61: the layout carries only the key listener; the dialog, its search and the recents
// watcher are chunks of their own, loaded the first time they are needed.
const PaletteDialog = lazyPart(() => import('./palette-dialog').then((m) => m.PaletteDialog));
const RecentClienteWatcher = lazyPart(() =>
  import('./recent-cliente-watcher').then((m) => m.RecentClienteWatcher),
);

/**
 * Find anything (issue 15): Ctrl+K (Cmd+K), or "/" outside a text field, opens a palette of
 * customers, screens and recent customers from any logged-in screen; the same keys close it.
 */
export function CommandPalette() {
  const session = useSession();
  const actor = loggedInActor(session);
  const user = session.user;
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const [params] = useSearchParams();
  const clienteId = clienteIdOf(params);

  useEffect(() => {
    function keyDown(event: KeyboardEvent): void {
      if (!opensPalette(event)) return;
      // Ctrl+K would otherwise focus the browser's own search.
      event.preventDefault();
      setOpen((wasOpen) => !wasOpen);
    }
    document.addEventListener('keydown', keyDown);
    const dejarDeEscuchar = alAbrirPaleta(() => setOpen(true));
    return () => {
      document.removeEventListener('keydown', keyDown);
      dejarDeEscuchar();
    };
  }, []);

  if (!actor || !user) return null;
  return (
    <>
      {opened && (
        <Suspense fallback={open ? <LoadingPart /> : null}>
          <PaletteDialog open={open} onClose={() => setOpen(false)} actor={actor} userId={user.id} />
        </Suspense>
      )}
      {clienteId !== null && (
        <Suspense fallback={null}>
          <RecentClienteWatcher userId={user.id} clienteId={clienteId} />
        </Suspense>
      )}
    </>
  );
}
