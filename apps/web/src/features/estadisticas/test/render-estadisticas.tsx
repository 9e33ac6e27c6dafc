import { render, screen } from '@testing-library/react';
import { gerenciaCalls } from '@ventas/domain/gerencia/gerencia.calls';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Estadistica } from '../api/estadistica-query';
import { createQueryClient } from '../../../api/query-client';
import { isCall, stubViewportWidth } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { EstadisticasScreen } from '../components/estadisticas-screen';
import { estadisticasFakeApi, type EstadisticasFakeOptions } from './estadisticas-fake-api';

export const ESTADISTICAS_PATH = '/gerencia/estadisticas';

/** Where a link lands, its query shown for the test to read. */
function Destino({ nombre }: { nombre: string }) {
  const { search } = useLocation();
  return <p>{`${nombre} ${search}`}</p>;
}

/** Gerencia · Estadísticas at `search`, over the fake API, inside the app's providers. */
export async function renderEstadisticas(
  options: EstadisticasFakeOptions & { search?: string; width?: number } = {},
) {
  stubViewportWidth(options.width ?? 1280);
  const server = estadisticasFakeApi(options);
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(
    [
      { path: ESTADISTICAS_PATH, element: <EstadisticasScreen /> },
      { path: '/teletrabajo', element: <Destino nombre="Teletrabajo" /> },
      { path: '/areapersonal/calculadora', element: <Destino nombre="Calculadora" /> },
    ],
    { initialEntries: [`${ESTADISTICAS_PATH}${options.search ?? ''}`] },
  );
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Gerencia — Estadísticas' });
  /** The queries one statistic was asked with, in order. */
  const pedidos = (que: Estadistica) =>
    server.calls
      .filter((call) => isCall(call, gerenciaCalls.stats[que]))
      .map((call) => new URL(call.path, 'http://localhost').search);
  return { router, server, pedidos };
}
