import { render, screen } from '@testing-library/react';
import { calendarioCalls } from '@ventas/domain/calendario/calendario.calls';
import type { ApiCall } from '@ventas/domain/http/api-call';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { sessionStore } from '../../../session/session-store';
import { isCall, stubViewportWidth } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { CalendarioScreen } from '../components/calendario-screen';
import { calendarioFakeApi, type FakeOptions } from './calendario-fake-api';

export const CALENDARIO_PATH = '/areapersonal/calendario';

/** The calls a test counts, by the name their paths end in (the company calendar's: read and save). */
const LLAMADAS: Record<'calendario' | 'calendario-empresa', readonly Pick<ApiCall, 'method' | 'path'>[]> = {
  calendario: [calendarioCalls.mes],
  'calendario-empresa': [calendarioCalls.empresa, calendarioCalls.saveEmpresa],
};

/** The calendar at `search` (default May 2025), signed in as `rol`, over the fake API. */
export async function renderCalendario(options: FakeOptions & { search?: string; width?: number } = {}) {
  stubViewportWidth(options.width ?? 1280);
  const server = calendarioFakeApi(options);
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: options.rol ?? 'comercial', password: 'x' });
  const router = createMemoryRouter(
    [
      { path: CALENDARIO_PATH, element: <CalendarioScreen /> },
      { path: '/teletrabajo', element: <p>Teletrabajo</p> },
    ],
    { initialEntries: [`${CALENDARIO_PATH}${options.search ?? '?mes=2025-05'}`] },
  );
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  await screen.findByRole('heading', { level: 1 });
  const pedidos = (ruta: keyof typeof LLAMADAS) =>
    server.calls.filter((call) => LLAMADAS[ruta].some((declarada) => isCall(call, declarada)));
  return { router, pedidos };
}
