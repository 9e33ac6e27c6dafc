import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/app-providers';

/**
 * A feature's test renders its screen inside the app's providers (theme, query client, date
 * pickers, snackbar). Test support may reach the app shell; feature code may not.
 */
export function TestProviders(props: { children: ReactNode; queryClient?: QueryClient }) {
  return <AppProviders {...props} />;
}
