import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { sessionStore } from '../../../session/session-store';
import { stubViewportWidth, type RecordedCall, type Reply } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { OfertaConfiguratorScreen } from '../components/oferta-configurator-screen';
import { ofertaFakeApi } from './oferta-fake-api';

/** The configurator at `path`, signed in as a Comercial of group A, over the fixtures' API. */
export async function renderConfigurator(
  path: string,
  save?: (call: RecordedCall) => Reply,
  override?: (call: RecordedCall) => Reply | undefined,
) {
  stubViewportWidth(1280);
  const server = ofertaFakeApi(save, override);
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: 'comercial', password: 'x' });
  const router = createMemoryRouter(
    [
      { path: '/offerconfigurator/:id', element: <OfertaConfiguratorScreen /> },
      { path: '/teletrabajo', element: <p>Pantalla de teletrabajo</p> },
      { path: '/areapersonal/calculadora', element: <p>Pantalla de calculadora</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  // Hidden too: a stored draft's question may be open over the form.
  await screen.findByRole('region', { name: 'Paquete 1', hidden: true });
  const sent = (method: string) => server.calls.filter((call) => call.method === method);
  return { router, sent, queryClient };
}

export const paquete = (n: number) => screen.getByRole('region', { name: `Paquete ${n}` });

/** Types into a pick and takes the first match with Enter, once the list offers it. */
export async function pick(user: UserEvent, region: HTMLElement, label: string, text: string) {
  const input = within(region).getByRole('combobox', { name: label });
  await user.click(input);
  await user.type(input, text);
  await screen.findByRole('option', { name: new RegExp(text) });
  await user.keyboard('{Enter}');
}

export const totalMensual = () => screen.getByLabelText('Total mensual').textContent;
