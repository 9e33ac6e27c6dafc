import { render, screen } from '@testing-library/react';
import { gerenciaCalls } from '@ventas/domain/gerencia/gerencia.calls';
import { agendadosCalls } from '@ventas/domain/telework/agendados.calls';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import type { EstadisticaDashboard } from '../api/stats-query';
import { createQueryClient } from '../../../api/query-client';
import { sessionStore } from '../../../session/session-store';
import { isCall, stubViewportWidth } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { DashboardScreen } from '../components/dashboard-screen';
import { dashboardFakeApi, type FakeOptions } from './dashboard-fake-api';
import { AHORA } from './dashboard-fixtures';

export const DASHBOARD_PATH = '/dashBoard';

/**
 * The dashboard at `search`, signed in as `rol`, over the fake API, on AHORA (only the clock's date
 * is faked: timers run, so queries and user events behave as in the app).
 */
export async function renderDashboard(options: FakeOptions & { search?: string; width?: number } = {}) {
  vi.useFakeTimers({ toFake: ['Date'], now: AHORA });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  stubViewportWidth(options.width ?? 1280);
  const server = dashboardFakeApi(options);
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: options.rol ?? 'comercial', password: 'x' });
  const router = createMemoryRouter(
    [
      { path: DASHBOARD_PATH, element: <DashboardScreen /> },
      { path: '/teletrabajo', element: <p>Teletrabajo</p> },
      { path: '/areapersonal/calculadora', element: <p>Calculadora</p> },
    ],
    { initialEntries: [`${DASHBOARD_PATH}${options.search ?? ''}`] },
  );
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  /** The paths asked of one statistic (or of the callbacks), in order. */
  const pedidos = (que: EstadisticaDashboard | 'agendados') => {
    const declarada = que === 'agendados' ? agendadosCalls.list : gerenciaCalls.stats[que];
    return server.calls.filter((call) => isCall(call, declarada)).map((call) => call.path);
  };
  return { router, pedidos, server };
}
