import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { warmFirstScreen } from './app/routes/warm-first-screen';
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
void startSession(router).then(() =>
  createRoot(container).render(
    <StrictMode>
      <StartupProviders>
        <RouterProvider router={router} />
      </StartupProviders>
    </StrictMode>,
  ),
);
