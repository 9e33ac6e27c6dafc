import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { stubViewportWidth } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { GerenciaComercialesScreen } from '../components/gerencia-comerciales-screen';
import { gerenciaFakeApi, type GerenciaFakeOptions } from './gerencia-fake-api';
import { SLOW } from '../../../test/slow';

/** Where a figure's link lands: the Teletrabajo list, its query shown for the test to read. */
function TeletrabajoDestino() {
  const { search } = useLocation();
  return <p>{`Teletrabajo ${search}`}</p>;
}

export { SLOW };

/** Gerencia · Comerciales at `url`, on the fake API, inside the app's providers. */
export function renderGerencia(options: GerenciaFakeOptions & { url?: string; width?: number } = {}) {
  // A wide desktop: the full table (a laptop's compact one and a phone's cards have tests of their own).
  stubViewportWidth(options.width ?? 1600);
  const server = gerenciaFakeApi(options);
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(
    [
      { path: '/gerencia/comerciales', element: <GerenciaComercialesScreen /> },
      { path: '/teletrabajo', element: <TeletrabajoDestino /> },
    ],
    { initialEntries: [options.url ?? '/gerencia/comerciales'] },
  );
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  /** The calls made to one path, with their query parsed. */
  const llamadas = (pathname: string) =>
    server.calls
      .map((call) => ({ ...call, url: new URL(call.path, 'http://localhost') }))
      .filter((call) => call.url.pathname === pathname);
  return { router, server, llamadas };
}

export const tabla = () => screen.getByRole('table', { name: 'Cifras por comercial' });
export const esperarTabla = () => screen.findByRole('table', { name: 'Cifras por comercial' }, SLOW);

/** The rows' names, top to bottom (the total row last). */
export const nombresDeFilas = () =>
  within(tabla())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** A link's target, parsed: pathname and query. */
export function destino(link: HTMLElement): URL {
  return new URL(link.getAttribute('href') ?? '', 'http://localhost');
}
