import { render, screen } from '@testing-library/react';
import { gerenciaCalls } from '@ventas/domain/gerencia/gerencia.calls';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { sessionStore } from '../../../session/session-store';
import { isCall, stubViewportWidth } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { gerenciaMesFakeApi, type FakeOptions } from './gerencia-mes-fake-api';

/** One of the two screens at `path + search` (default May 2025), as a Manager, over the fake API. */
export async function renderGerenciaMes(
  path: '/gerencia/proyeccion' | '/gerencia/reporte',
  pantalla: ReactNode,
  options: FakeOptions & { search?: string; width?: number } = {},
) {
  stubViewportWidth(options.width ?? 1280);
  const server = gerenciaMesFakeApi(options);
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: 'manager', password: 'x' });
  const router = createMemoryRouter(
    [
      { path, element: pantalla },
      { path: '/areapersonal/calculadora', element: <p>Calculadora</p> },
    ],
    { initialEntries: [`${path}${options.search ?? '?mes=2025-05'}`] },
  );
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  await screen.findByRole('heading', { level: 1 });
  const pedidos = () =>
    server.calls.filter((call) => isCall(call, gerenciaCalls.objetivos)).map((call) => call.path);
  return { router, pedidos, server };
}
