import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/test-providers';
import { createQueryClient } from '../../../api/query-client';
import { createFakeServer } from '../../../test/fake-server';
import { sessionStore } from '../../../session/session-store';
import { WelcomeMessage } from './welcome-message';

async function loginAs(rolId: number) {
  const server = createFakeServer((call) => {
    if (call.path === '/api/token/') return { status: 200, body: { access: 'a1', refresh: 'r1' } };
    if (call.path === '/api/cuentas/detalle/') {
      return {
        status: 200,
        body: {
          id: 3,
          username: 'marta',
          nombre_completo: 'Marta Gerente',
          isAdmin: false,
          rol: { id: rolId },
          tenant_groups: [],
          tipo_comercial: 'TIENDA',
        },
      };
    }
    if (call.path.startsWith('/api/clientes/agendados/'))
      return { status: 200, body: [{ id: 1 }, { id: 2 }] };
    return { status: 200, body: [] };
  });
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: 'marta', password: 'x' });
  return server;
}

const show = () =>
  render(
    <TestProviders queryClient={createQueryClient()}>
      <WelcomeMessage />
    </TestProviders>,
  );

const agendadosCalls = (server: Awaited<ReturnType<typeof loginAs>>) =>
  server.calls.filter((call) => call.path.startsWith('/api/clientes/agendados/')).map((call) => call.path);

describe('welcome message after login', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStore.logout());

  it('greets a manager with their own agendados for today, once per login', async () => {
    const server = await loginAs(3);
    const first = show();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bienvenid@ Marta Gerente, agendados para hoy: 2',
    );
    expect(agendadosCalls(server)).toEqual(['/api/clientes/agendados/?range=today&comercial=3']);

    first.unmount();
    show(); // a reload of the same login
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(agendadosCalls(server)).toHaveLength(1);
  });

  it('says nothing to an admin', async () => {
    const server = await loginAs(2);
    show();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(agendadosCalls(server)).toEqual([]);
  });
});
