import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { trackFirstNavigation } from './app/route-guard/first-navigation';
import { createAppRouter } from './app/router';
import { startSession } from './app/start-session';
import { wireTransportHandlers } from './app/transport-handlers';
import { FullPageSpinner } from './components/full-page-spinner/full-page-spinner';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

const router = createAppRouter();
trackFirstNavigation(router);
wireTransportHandlers(router);

const root = createRoot(container);
const render = (content: ReactNode) =>
  root.render(
    <StrictMode>
      <AppProviders>{content}</AppProviders>
    </StrictMode>,
  );

// SPEC §2: a full-page spinner until the session is initialised; only then does the guard run.
render(<FullPageSpinner />);
void startSession(router).then(() => render(<RouterProvider router={router} />));
