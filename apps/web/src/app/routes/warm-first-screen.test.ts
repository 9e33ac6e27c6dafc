import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client';
import { createFakeServer } from '../../test/fake-server';
import { SCREEN_TABLE } from './screen-table';
import { warmFirstScreen } from './warm-first-screen';

const screenLoad = (name: 'teletrabajo') => {
  const entry = SCREEN_TABLE[name];
  if (!('load' in entry) || !entry.load) throw new Error(`${name} has no screen to load`);
  return vi.spyOn(entry, 'load').mockResolvedValue(() => null);
};

describe('warming the first screen while the session is checked', () => {
  afterEach(() => queryClient.clear());

  it("asks a visitor's tenant for its name and logo, which the login form shows", async () => {
    const server = createFakeServer(() => ({
      status: 200,
      body: { id: 1, name: 'Demo', subdomain: 'demo', logo_url: null },
    }));
    vi.stubGlobal('fetch', server.fetch);
    const load = screenLoad('teletrabajo');

    warmFirstScreen('/teletrabajo');

    await vi.waitFor(() =>
      expect(server.calls.map((call) => call.path)).toEqual(['/api/distribuidores/get-distribuidor-info/']),
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('downloads the screen a stored session opens on, and asks the server nothing', () => {
    localStorage.setItem('access', 'a1');
    const server = createFakeServer(() => ({ status: 500 }));
    vi.stubGlobal('fetch', server.fetch);
    const load = screenLoad('teletrabajo');

    warmFirstScreen('/teletrabajo');

    expect(load).toHaveBeenCalledOnce();
    expect(server.calls).toEqual([]);
  });

  it('has nothing to download for an address without a built screen', () => {
    localStorage.setItem('refresh', 'r1');
    const load = screenLoad('teletrabajo');

    expect(() => warmFirstScreen('/no-such-screen')).not.toThrow();
    expect(() => warmFirstScreen('/dashBoard')).not.toThrow();
    expect(load).not.toHaveBeenCalled();
  });
});
