import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDay, madridToday } from '@ventas/domain/time/madrid';
import { createQueryClient } from '../../../api/query-client';
import { sessionStore } from '../../../session/session-store';
import { stubViewportWidth } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { ofertaFakeApi } from '../test/oferta-fake-api';
import { OfertaConfiguratorScreen } from './oferta-configurator-screen';

const SLOW = { timeout: 8000 };
const B = '/api/scraping/proveedor-b';
const RESULTADO = {
  direccion: 'CALLE MAYOR 12, 50001 ZARAGOZA',
  tecnologias: [{ tecnologia: 'FTTH', disponible: true, velocidad_max_mb: 600, observaciones: '' }],
};

/** The configurator for customer 12, signed in as a Comercial of a group-B distributor. */
async function renderConGrupoB() {
  stubViewportWidth(1280);
  const server = ofertaFakeApi();
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (path.startsWith('/api/scraping/')) calls.push(path);
    if (path === '/api/cuentas/detalle/') {
      const user = (await (await server.fetch(input, init)).json()) as object;
      return json({ ...user, tenant_groups: [{ name: 'B' }] });
    }
    if (path === '/api/scraping/proveedores/')
      return json({ proveedores: [{ proveedor: 'b', slug: 'proveedor-b' }] });
    if (path === `${B}/cliente/cobertura/auth/`) return json({ autorizado: true });
    if (path === `${B}/cliente/cobertura/direccion/`)
      return json({
        direcciones: [
          { direccion_id: 'D-1', direccion: RESULTADO.direccion, cp: '50001', localidad: 'Zaragoza' },
        ],
      });
    if (path === `${B}/cliente/cobertura/resultado/`) return json(RESULTADO);
    return server.fetch(input, init);
  });
  await sessionStore.login({ username: 'comercial', password: 'x' });
  const router = createMemoryRouter(
    [{ path: '/offerconfigurator/:id', element: <OfertaConfiguratorScreen /> }],
    {
      initialEntries: ['/offerconfigurator/12'],
    },
  );
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  await screen.findByRole('region', { name: 'Paquete 1' }, SLOW);
  return calls;
}

describe('the offer configurator’s coverage', { timeout: 30_000 }, () => {
  afterEach(() => sessionStore.logout());

  it('checks the customer’s address and appends the technology used to the offer’s notes', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = await renderConGrupoB();
    await user.type(screen.getByRole('textbox', { name: 'Notas de la oferta' }), 'Llamar por la tarde');
    await user.click(await screen.findByRole('button', { name: 'Cobertura' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Consultar cobertura' }, SLOW);
    // The customer's address, as the configurator holds it.
    expect(within(dialog).getByRole('textbox', { name: 'Dirección' })).toHaveProperty(
      'value',
      'Calle Mayor 12',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Consultar' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Usar en la oferta: FTTH' }, SLOW));
    // Read at once: the snackbar hides itself after seconds, which a loaded CI box can spend on
    // the steps below.
    expect(await screen.findByText('Cobertura añadida a la oferta 🎉')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));

    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Notas de la oferta' })).toHaveProperty(
        'value',
        `Llamar por la tarde\nCobertura FTTH 600 Mb en ${RESULTADO.direccion} (comprobada el ${formatDay(madridToday())})`,
      ),
    );
    expect(calls).toContain(`${B}/cliente/cobertura/resultado/`);
  });
});
