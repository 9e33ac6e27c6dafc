import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient as defaultQueryClient } from '../api/query-client';
import { theme } from './theme';

interface StartupProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

/**
 * What every screen needs from the first paint, the login form included: query client and theme.
 * The rest comes with the layout (LoggedInProviders), off the login path.
 */
export function StartupProviders({ children, queryClient = defaultQueryClient }: StartupProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
