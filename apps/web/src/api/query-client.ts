import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const MAX_RETRIES = 1;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry, and 401/503 are already handled by the api client.
        retry: (failures, error) => failures < MAX_RETRIES && !(isApiError(error) && error.status < 500),
      },
    },
  });
}

/** Shared by the providers and the session store (which loads and clears the cache). */
export const queryClient = createQueryClient();
