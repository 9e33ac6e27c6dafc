import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After any write, every catalogue list is stale: links are two-sided (a tariff's promotions are
 * the promotions' tariffs) and drop-downs list other tables. Only lists on screen are fetched
 * again; `also` names lists kept under other keys (the customer form's origins).
 */
export function invalidateCatalogue(queryClient: QueryClient, also: readonly QueryKey[] = []): void {
  void queryClient.invalidateQueries({ queryKey: ['servicios'] });
  for (const queryKey of also) void queryClient.invalidateQueries({ queryKey });
}
