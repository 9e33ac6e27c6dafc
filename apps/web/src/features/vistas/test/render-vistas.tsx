import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { vistasCalls } from '@ventas/domain/vistas/vistas.calls';
import { createQueryClient } from '../../../api/query-client';
import { sessionStore } from '../../../session/session-store';
import { isCall, stubViewportWidth } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { VistasGuardadasButton } from '../vistas.public';
import { vistasFakeApi, type FakeOptions } from './vistas-fake-api';

function Pantalla() {
  const { pathname, search } = useLocation();
  return (
    <>
      <p data-testid="ubicacion">{`${pathname}${search}`}</p>
      <VistasGuardadasButton pantalla="teletrabajo" />
    </>
  );
}

/** The "Vistas" button on /teletrabajo at `search`, signed in as `rol`, over the fake API. */
export async function renderVistas(options: FakeOptions & { search?: string; width?: number } = {}) {
  stubViewportWidth(options.width ?? 1280);
  const server = vistasFakeApi(options);
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: options.rol ?? 'comercial', password: 'x' });
  const router = createMemoryRouter([{ path: '/teletrabajo', element: <Pantalla /> }], {
    initialEntries: [`/teletrabajo${options.search ?? '?nombre=garcia&page=2'}`],
  });
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  await screen.findByRole('button', { name: 'Vistas' });
  const ubicacion = () => screen.getByTestId('ubicacion').textContent;
  // The saved views' calls sent with `method` (each declared call has its own).
  const pedidos = (method: string) =>
    server.calls.filter(
      (call) =>
        call.method === method && Object.values(vistasCalls).some((declared) => isCall(call, declared)),
    );
  return { ubicacion, pedidos };
}
