import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../../../api/query-client';
import { sessionStore } from '../../../../session/session-store';
import { createFakeServer, stubViewportWidth } from '../../../../test/fake-server';
import { TestProviders } from '../../../../test/test-providers';
import { TeletrabajoScreen } from '../teletrabajo-screen';
import { comercialSignInReply } from '../../../../test/comercial-sign-in';

import type { ClienteRecord } from '../../../clientes/clientes.public';

/**
 * Test-only: the Teletrabajo screen at `path` on a screen `width` px wide, signed in as a
 * Comercial, against a fake API whose list answers `results`; the list calls it received.
 */
export async function renderTeletrabajoGrid(
  path: string,
  width: number,
  results: ClienteRecord[],
  /** The whole list's size, when more than this page. */
  count = results.length,
) {
  stubViewportWidth(width);
  const server = createFakeServer((call) => {
    const signIn = comercialSignInReply(call, []);
    if (signIn) return signIn;
    if (call.path.startsWith('/api/clientes/entradas/'))
      return { status: 200, body: { results, count, current: 1, count_exact: true } };
    return { status: 200, body: [] };
  });
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: 'comercial', password: 'x' });
  const router = createMemoryRouter([{ path: '/teletrabajo', element: <TeletrabajoScreen /> }], {
    initialEntries: [path],
  });
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const listCalls = () =>
    server.calls.filter((call) => call.path.startsWith('/api/clientes/entradas/')).map((c) => c.path);
  return { router, listCalls };
}

export { SLOW } from '../../../../test/slow';
