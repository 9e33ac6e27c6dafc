import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoggedInProviders } from './logged-in-providers';
import { StartupProviders } from './startup-providers';

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

/**
 * Every provider a screen renders inside, in one wrapper for tests. The running app mounts them in
 * two steps: StartupProviders in main.tsx, LoggedInProviders in the layout (a lazy chunk).
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  return (
    <StartupProviders queryClient={queryClient}>
      <LoggedInProviders>{children}</LoggedInProviders>
    </StartupProviders>
  );
}
