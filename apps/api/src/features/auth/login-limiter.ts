const WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts failed logins per tenant+username in a sliding 15-minute window. In-process: each API
 * replica counts on its own (docs/decisions.md); the per-IP limit is @fastify/rate-limit's.
 */
export function createLoginLimiter(maxFailures: number, now: () => number = Date.now) {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => (failures.get(key) ?? []).filter((at) => now() - at < WINDOW_MS);
  return {
    isBlocked(key: string): boolean {
      return recent(key).length >= maxFailures;
    },
    recordFailure(key: string): void {
      failures.set(key, [...recent(key), now()]);
    },
    reset(key: string): void {
      failures.delete(key);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
