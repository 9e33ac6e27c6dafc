import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { clientesCalls } from '@ventas/domain/telework/clientes.calls';
import { createQueryClient } from '../../../../api/query-client';
import { sessionStore } from '../../../../session/session-store';
import { createFakeServer, isCall, stubViewportWidth, type RecordedCall } from '../../../../test/fake-server';
import { TestProviders } from '../../../../test/test-providers';
import { TeletrabajoScreen } from '../teletrabajo-screen';
import { comercialSignInReply } from '../../../../test/comercial-sign-in';

import type { ClienteRecord } from '../../../clientes/clientes.public';

/** The customers' calls (list, create, read, update, delete): every call under their path. */
const CLIENTES_CALLS = [
  clientesCalls.list,
  clientesCalls.create,
  clientesCalls.get,
  clientesCalls.update,
  clientesCalls.remove,
];
const isClientesCall = (call: RecordedCall) => CLIENTES_CALLS.some((declared) => isCall(call, declared));

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
    if (isClientesCall(call)) return { status: 200, body: { results, count, current: 1, count_exact: true } };
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
  const listCalls = () => server.calls.filter(isClientesCall).map((c) => c.path);
  return { router, listCalls };
}

export { SLOW } from '../../../../test/slow';
