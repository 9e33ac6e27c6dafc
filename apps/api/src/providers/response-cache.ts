import { LRUCache } from 'lru-cache';

/**
 * Issue 18: provider answers reused for a while (coverage per normalised address). In memory per
 * replica: a miss on another replica only costs one provider call. Bounded in entries; one
 * loader per key at a time, so ten agents asking the same address make one call.
 */
export function createResponseCache(options: { ttlSeconds: number; maxEntries?: number }) {
  const cache = new LRUCache<string, object>({
    max: options.maxEntries ?? 10_000,
    ttl: Math.max(1, options.ttlSeconds) * 1000,
  });
  const loading = new Map<string, Promise<object>>();

  return {
    async get<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
      if (options.ttlSeconds === 0) return load();
      const hit = cache.get(key);
      if (hit !== undefined) return hit as T;
      const pending = loading.get(key);
      if (pending) return (await pending) as T;
      const promise = load();
      loading.set(key, promise);
      try {
        const value = await promise;
        // Only answers are kept: a failure is tried again by the next request.
        cache.set(key, value);
        return value;
      } finally {
        loading.delete(key);
      }
    },
    clear: () => cache.clear(),
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
