import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { TestProviders } from '../../test/test-providers';
import { createQueryClient } from '../../api/query-client';
import { createFakeServer } from '../../test/fake-server';
import { MaintenanceScreen } from './maintenance-screen';

function renderAt(maintenance: boolean) {
  const server = createFakeServer(() => ({ status: 200, body: { maintenance } }));
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(
    [
      { path: '/maintenance', element: <MaintenanceScreen /> },
      { path: '/logout', element: <p>logout</p> },
    ],
    { initialEntries: ['/maintenance'] },
  );
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, server };
}

describe('maintenance screen', () => {
  it('tells the user and offers a retry while maintenance is on', async () => {
    const { router, server } = renderAt(true);

    expect(
      screen.getByRole('heading', { name: 'Estamos en mantenimiento, volvemos en breve.' }),
    ).toBeTruthy();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/maintenance');
  });

  it('ends the old session (logout, then login) when maintenance is off', async () => {
    const { router } = renderAt(false);

    await screen.findByText('logout');
    expect(router.state.location.pathname).toBe('/logout');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
