import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../../../api/query-client';
import { sessionStore } from '../../../../session/session-store';
import { createFakeServer, stubViewportWidth } from '../../../../test/fake-server';
import { TestProviders } from '../../../../test/test-providers';
import type { ClienteRecord } from '../../../clientes/clientes.public';
import { TeletrabajoScreen } from '../teletrabajo-screen';
import { comercialSignInReply } from '../../../../test/comercial-sign-in';

/** Test-only: a list row, 'NUEVO' with no phone unless told. */
export const clienteRow = (
  id: number,
  nombre: string,
  overrides: Partial<ClienteRecord> = {},
): ClienteRecord => ({
  id,
  nombre,
  documento: null,
  tipo_documento: null,
  telefonos_contacto: [],
  email: null,
  origen_bbdd: null,
  segmento: null,
  isp_actual: null,
  razon_no_interesado: null,
  direccion: { direccion: null, cp: null, localidad: null },
  fecha_contacto: null,
  comercial: null,
  notas: null,
  estado: 'NUEVO',
  created_on: '2026-01-10T10:00:00.000Z',
  updated_on: '2026-01-10T10:00:00.000Z',
  last_atencion: null,
  proxima_llamada: null,
  telefonos_no_llamar: [],
  ...overrides,
});

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
