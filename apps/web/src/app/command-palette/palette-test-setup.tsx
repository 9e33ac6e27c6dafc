import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { authCalls } from '@ventas/domain/auth/auth.calls';
import { cuentasCalls } from '@ventas/domain/cuentas/cuentas.calls';
import { utilsCalls } from '@ventas/domain/opciones/utils.calls';
import type { RoleId } from '@ventas/domain/permissions/roles';
import { clientesCalls } from '@ventas/domain/telework/clientes.calls';
import { createQueryClient } from '../../api/query-client';
import { sessionStore } from '../../session/session-store';
import { clienteRow } from '../../test/cliente-fixture';
import { createFakeServer, isCall, type Handler, type RecordedCall } from '../../test/fake-server';
import { TestProviders } from '../../test/test-providers';
import { CommandPalette } from './command-palette';

/** A customer row with the fields the palette reads. */
export const cliente = (id: number, nombre: string, telefono: string, documento: string | null = null) =>
  clienteRow(id, nombre, { telefonos_contacto: [telefono], documento });

export const page = (results: unknown[]) => ({
  status: 200,
  body: { results, count: results.length, current: 1, count_exact: true },
});

/** The customers' calls (list, create, read, update, delete): every call under their path. */
const CLIENTES_CALLS = [
  clientesCalls.list,
  clientesCalls.create,
  clientesCalls.get,
  clientesCalls.update,
  clientesCalls.remove,
];
const isClientesCall = (call: RecordedCall) => CLIENTES_CALLS.some((declared) => isCall(call, declared));

interface Account {
  id: number;
  rolId: RoleId;
  groups?: string[];
}

/** Logs in through the session store against a fake API; `clientes` answers the customer list. */
export async function loginAs(account: Account, clientes: Handler = () => page([])) {
  const server = createFakeServer((call) => {
    if (isCall(call, authCalls.token)) return { status: 200, body: { access: 'a1', refresh: 'r1' } };
    if (isCall(call, cuentasCalls.detalle)) {
      return {
        status: 200,
        body: {
          id: account.id,
          username: `u${account.id}`,
          nombre_completo: `Usuario ${account.id}`,
          isAdmin: false,
          rol: { id: account.rolId },
          tenant_groups: (account.groups ?? []).map((name) => ({ name })),
          tipo_comercial: 'TIENDA',
        },
      };
    }
    if (isClientesCall(call)) return clientes(call);
    if (isCall(call, utilsCalls.opciones)) return { status: 200, body: {} };
    return { status: 200, body: [] };
  });
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: `u${account.id}`, password: 'x' });
  const searches = () => server.calls.filter(isClientesCall).map((c) => c.path);
  return { server, searches };
}

/** The palette as the layout mounts it, beside a button and a text field of some screen. */
export function renderPalette(initialEntry = '/dashBoard') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <button type="button">Guardar</button>
            <input aria-label="Notas" />
            <CommandPalette />
          </>
        ),
      },
    ],
    { initialEntries: [initialEntry] },
  );
  const view = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, queryClient, location, unmount: view.unmount };
}
