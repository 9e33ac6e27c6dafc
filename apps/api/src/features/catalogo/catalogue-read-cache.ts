import type { ApiInstance } from '../../http/route-types';

/** How long a whole list is served from memory: another process's change shows within this. */
export const CATALOGUE_CACHE_TTL_MS = 5_000;
/** Bound on what the cache keeps (a 450-tariff list is ~300 KiB). */
const MAX_CACHED_BYTES = 32 * 1024 * 1024;

interface Entry {
  tenantId: number;
  json: string;
  expires: number;
}

/**
 * Whole catalogue lists as recently answered, per tenant and query (decision 72). Every agent who
 * opens the offer configurator reads the same operator's and segment's tariffs, promotions, lines
 * and SVAs: a 450-tariff list costs ~15 ms of CPU to build and ~0 to resend. An entry lives 5 s;
 * any successful write by this process to its tenant drops the tenant's entries at once, so an
 * admin sees their own change, and another replica's change shows within 5 s. Offers are priced
 * by the server from the database at save time (never from this cache).
 */
export class CatalogueReadCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get(tenantId: number, key: string): string | undefined {
    const entry = this.entries.get(`${tenantId}\u0000${key}`);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.drop(`${tenantId}\u0000${key}`, entry);
      return undefined;
    }
    return entry.json;
  }

  set(tenantId: number, key: string, json: string): void {
    const id = `${tenantId}\u0000${key}`;
    const old = this.entries.get(id);
    if (old) this.drop(id, old);
    if (json.length > MAX_CACHED_BYTES) return;
    // Oldest first out (a Map keeps insertion order) until the new entry fits.
    for (const [oldest, entry] of this.entries) {
      if (this.bytes + json.length <= MAX_CACHED_BYTES) break;
      this.drop(oldest, entry);
    }
    this.entries.set(id, { tenantId, json, expires: this.now() + CATALOGUE_CACHE_TTL_MS });
    this.bytes += json.length;
  }

  invalidateTenant(tenantId: number): void {
    for (const [id, entry] of this.entries) if (entry.tenantId === tenantId) this.drop(id, entry);
  }

  private drop(id: string, entry: Entry): void {
    this.entries.delete(id);
    this.bytes -= entry.json.length;
  }
}

/**
 * Drops a tenant's cached lists after any successful write of that tenant in this scope: catalogue
 * writes, histories, installments, imports started. Broader than needed, and cheap.
 */
export function invalidateOnWrites(app: ApiInstance, cache: CatalogueReadCache): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 400) return;
    const tenantId = request.tenant?.id;
    if (tenantId !== undefined) cache.invalidateTenant(tenantId);
  });
}
