import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache';

describe('provider answers cache (issue 18)', () => {
  it('calls the provider once per key while the answer is fresh, and again after it expires', async () => {
    const cache = createResponseCache({ ttlSeconds: 1 });
    let calls = 0;
    const load = async () => ({ n: ++calls });
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    expect(await cache.get('b', load)).toEqual({ n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await cache.get('a', load)).toEqual({ n: 3 });
  });

  it('makes one call for simultaneous requests of one key', async () => {
    const cache = createResponseCache({ ttlSeconds: 60 });
    let calls = 0;
    const load = () => new Promise<{ n: number }>((resolve) => setTimeout(() => resolve({ n: ++calls }), 20));
    const answers = await Promise.all([cache.get('x', load), cache.get('x', load), cache.get('x', load)]);
    expect(answers).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(calls).toBe(1);
  });

  it('keeps no failure: the next request calls again', async () => {
    const cache = createResponseCache({ ttlSeconds: 60 });
    await expect(cache.get('x', () => Promise.reject(new Error('caído')))).rejects.toThrow('caído');
    expect(await cache.get('x', async () => ({ ok: true }))).toEqual({ ok: true });
  });

  it('with a time of 0 caches nothing', async () => {
    const cache = createResponseCache({ ttlSeconds: 0 });
    let calls = 0;
    await cache.get('x', async () => ({ n: ++calls }));
    await cache.get('x', async () => ({ n: ++calls }));
    expect(calls).toBe(2);
  });
});
