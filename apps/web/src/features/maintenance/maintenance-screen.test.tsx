import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { TestProviders } from '../../test/test-providers';
import { createQueryClient } from '../../api/query-client';
import { createFakeServer } from '../../test/fake-server';
import { maintenanceStatusQuery } from './api/maintenance-status';
import { MaintenanceScreen } from './maintenance-screen';

function renderAt(maintenance: boolean, answer: () => Promise<void> = () => Promise.resolve()) {
  const server = createFakeServer(async () => {
    await answer();
    return { status: 200, body: { maintenance } };
  });
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(
    [
      { path: '/maintenance', element: <MaintenanceScreen /> },
      { path: '/logout', element: <p>logout</p> },
    ],
    { initialEntries: ['/maintenance'] },
  );
  const queryClient = createQueryClient();
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, server, queryClient };
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

  it("keeps Reintentar ready while the screen's own check runs, and busy only for the user's retry", async () => {
    let release = () => {};
    const { server, queryClient } = renderAt(true, () => new Promise<void>((resolve) => (release = resolve)));
    const button = screen.getByRole('button', { name: 'Reintentar' }) as HTMLButtonElement;

    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(button.disabled).toBe(false);
    release();
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(maintenanceStatusQuery.queryKey)).toEqual({ maintenance: true }),
    );

    fireEvent.click(button);
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    expect(button.disabled).toBe(true);
    release();
    await vi.waitFor(() => expect(button.disabled).toBe(false));
  });

  it('ends the old session (logout, then login) when maintenance is off', async () => {
    const { router } = renderAt(false);

    await screen.findByText('logout');
    expect(router.state.location.pathname).toBe('/logout');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
