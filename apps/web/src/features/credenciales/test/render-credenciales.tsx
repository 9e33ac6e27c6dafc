import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Credencial } from '@ventas/domain/credenciales/credenciales-contract';
import { credencialesCalls } from '@ventas/domain/credenciales/credenciales.calls';
import {
  proveedoresDisponiblesCalls,
  type ProveedoresDisponibles,
} from '@ventas/domain/proveedores/proveedores-disponibles.calls';
import { createQueryClient } from '../../../api/query-client';
import {
  createFakeServer,
  isCall,
  stubViewportWidth,
  type RecordedCall,
  type Reply,
} from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { CredencialesTab } from '../components/credenciales-tab';

export { SLOW } from '../../../test/slow';

/** Test-only: a credential of a portal that is no provider's. */
export const PORTAL: Credencial = {
  id: 5,
  nombre_portal: 'Portal Operador A',
  url: 'https://portal.a.es',
  username: 'tienda01',
  tiene_password: true,
  tiene_cookie: true,
  created_on: '2026-01-10T09:00:00.000Z',
  updated_on: '2026-01-11T09:00:00.000Z',
};

const page = (results: Credencial[]) => ({ results, count: results.length, current: 1, count_exact: true });

/**
 * Test-only: the Credenciales tab against a fake API answering the list (`rows`), the
 * distributor's providers (`proveedores`, none by default), reveals and writes; `answer` replies
 * first when it returns something.
 */
export function renderTab(options: {
  canWrite: boolean;
  width?: number;
  rows?: Credencial[];
  proveedores?: ProveedoresDisponibles['proveedores'];
  answer?: (call: RecordedCall) => Reply | undefined;
}) {
  stubViewportWidth(options.width ?? 1280);
  const server = createFakeServer((call) => {
    const own = options.answer?.(call);
    if (own) return own;
    if (isCall(call, proveedoresDisponiblesCalls.list))
      return { status: 200, body: { proveedores: options.proveedores ?? [] } };
    if (isCall(call, credencialesCalls.list)) return { status: 200, body: page(options.rows ?? [PORTAL]) };
    if (isCall(call, credencialesCalls.revelaciones))
      return {
        status: 200,
        body: [
          {
            id: 1,
            campo: 'password',
            revelado_el: '2026-01-12T10:30:00.000Z',
            cuenta: { id: 1, nombre: 'Ana Jefa' },
          },
        ],
      };
    if (isCall(call, credencialesCalls.reveal))
      return { status: 200, body: { id: 5, password: 'S3creta', cookie: null } };
    if (isCall(call, credencialesCalls.create) || isCall(call, credencialesCalls.update))
      return { status: 200, body: PORTAL };
    if (isCall(call, credencialesCalls.remove)) return { status: 204 };
    return { status: 404, body: { detail: 'No encontrado.' } };
  });
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(
    [{ path: '/ManagementBase', element: <CredencialesTab canWrite={options.canWrite} /> }],
    { initialEntries: ['/ManagementBase'] },
  );
  const queryClient = createQueryClient();
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const writes = () => server.calls.filter((call) => call.method !== 'GET');
  return { writes, calls: server.calls, queryClient };
}
