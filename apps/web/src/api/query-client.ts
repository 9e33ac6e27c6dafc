import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const MAX_RETRIES = 1;

/**
 * The wait before that one retry: TanStack's own first delay, a second. An object, so the test
 * setup can make it 0 (setup-tests.ts): every error state of the suite would otherwise wait it.
 */
export const queryRetryWait = { ms: 1000 };

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry, and 401/503 are already handled by the api client.
        retry: (failures, error) => failures < MAX_RETRIES && !(isApiError(error) && error.status < 500),
        retryDelay: () => queryRetryWait.ms,
      },
    },
  });
}

/** Shared by the providers and the session store (which loads and clears the cache). */
export const queryClient = createQueryClient();
