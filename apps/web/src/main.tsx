import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { warmFirstScreen, warmScreenAfterLogin } from './app/routes/warm-first-screen';
import { startSession } from './app/start-session';
import { StartupProviders } from './app/startup-providers';
import { wireTransportHandlers } from './app/transport-handlers';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

const router = createAppRouter();
wireTransportHandlers(router);

// SPEC §2: a full-page spinner until the session is initialised (index.html draws it, before any
// script has loaded); only then does React render the router and the guard run.
warmFirstScreen(router.state.location.pathname);
warmScreenAfterLogin(() => router.state.location.search);
// The first render is a transition: React renders it in slices of a few milliseconds and lets
// the browser in between, instead of one long task (Lighthouse's Total Blocking Time). The boot
// spinner stays on screen until the whole tree is ready, then the screen replaces it at once.
void startSession(router).then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <StartupProviders>
          <RouterProvider router={router} />
        </StartupProviders>
      </StrictMode>,
    ),
  );
});
