import { render, screen } from '@testing-library/react';
import { objetivosCalls } from '@ventas/domain/calculadora/objetivos.calls';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { sessionStore } from '../../../session/session-store';
import { isCall, stubViewportWidth } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { CalculadoraScreen } from '../components/calculadora-screen';
import { calculadoraFakeApi, type FakeOptions } from './calculadora-fake-api';

export const CALCULADORA_PATH = '/areapersonal/calculadora';

/** The month's reads a test counts, by the name their paths end in. */
const LECTURAS_DEL_MES = { objetivo_mes: objetivosCalls.objetivoMes, bolsa_mes: objetivosCalls.bolsaMes };

/** The calculator at `search` (default November 2026), signed in as `rol`, over the fake API. */
export async function renderCalculadora(options: FakeOptions & { search?: string; width?: number } = {}) {
  stubViewportWidth(options.width ?? 1280);
  const server = calculadoraFakeApi(options);
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: options.rol ?? 'comercial', password: 'x' });
  const router = createMemoryRouter([{ path: CALCULADORA_PATH, element: <CalculadoraScreen /> }], {
    initialEntries: [`${CALCULADORA_PATH}${options.search ?? '?mes=2026-11'}`],
  });
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  await screen.findByRole('heading', { level: 1 });
  const pedidos = (ruta: keyof typeof LECTURAS_DEL_MES) =>
    server.calls.filter((call) => isCall(call, LECTURAS_DEL_MES[ruta])).map((call) => call.path);
  return { router, pedidos, server };
}
