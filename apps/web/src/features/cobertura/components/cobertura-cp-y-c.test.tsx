import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES_PROVEEDOR } from '@ventas/domain/proveedores/proveedores-mensajes';
import { sessionStore } from '../../../session/session-store';
import { B, C, RESULTADO, renderCobertura } from '../test/render-cobertura';
import { CoberturaBoton } from './cobertura-boton';

const SLOW = { timeout: 8000 };

async function abrir() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cobertura' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Consultar cobertura' }, SLOW);
  return { user, dialog };
}

describe('provider B’s coverage by postal code', { timeout: 30_000 }, () => {
  afterEach(() => sessionStore.logout());

  it('shows the share of the postal code each technology covers, as a bar and a Spanish figure', async () => {
    const { scraping } = await renderCobertura(<CoberturaBoton cp="50001" />, ['B'], (call) =>
      call.path.startsWith(`${B}/?`)
        ? {
            status: 200,
            body: {
              cp: '50001',
              localidad: 'Zaragoza',
              tecnologias: [
                { tecnologia: 'FTTH', porcentaje_cubierto: 87.5 },
                { tecnologia: 'VDSL', porcentaje_cubierto: 40 },
              ],
            },
          }
        : undefined,
    );
    const { user, dialog } = await abrir();
    await user.click(within(dialog).getByRole('tab', { name: 'Por código postal' }));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Por código postal' });
    expect(within(panel).getByRole('textbox', { name: 'Código postal' })).toHaveProperty('value', '50001');
    await user.click(within(panel).getByRole('button', { name: 'Consultar' }));

    const ftth = await within(panel).findByRole('progressbar', { name: /^FTTH: 87,5\s%/ }, SLOW);
    expect(ftth.getAttribute('aria-valuenow')).toBe('87.5');
    expect(within(panel).getByText(/^87,5\s%$/)).toBeTruthy();
    expect(within(panel).getByRole('progressbar', { name: /^VDSL: 40\s%/ })).toBeTruthy();
    expect(scraping()).toEqual([`${B}/?cp=50001`]);
  });
});

describe('provider C’s coverage form', { timeout: 30_000 }, () => {
  afterEach(() => sessionStore.logout());

  it('fills latitude and longitude from geocoding and sends them with the lookup', async () => {
    const { scraping } = await renderCobertura(
      <CoberturaBoton direccion="Calle Mayor 12" cp="50001" localidad="Zaragoza" />,
      ['C'],
      (call) => {
        if (call.path.startsWith(`${C}/geocoding/`))
          return { status: 200, body: { direccion: 'Calle Mayor 12', lat: 41.6561234, lng: -0.8773 } };
        if (call.path.startsWith(`${C}/cliente/cobertura/`)) return { status: 200, body: RESULTADO };
        return undefined;
      },
    );
    const { user, dialog } = await abrir();
    // One provider, one form: no tabs.
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Provincia' })).toHaveProperty('value', 'Zaragoza');

    await user.click(within(dialog).getByRole('button', { name: 'Obtener coordenadas' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Latitud' })).toHaveProperty('value', '41,656123'),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Longitud' })).toHaveProperty('value', '-0,8773');

    await user.click(within(dialog).getByRole('button', { name: 'Consultar' }));
    expect(await within(dialog).findByRole('table', {}, SLOW)).toBeTruthy();
    expect(scraping()).toEqual([
      `${C}/geocoding/?direccion=Calle+Mayor+12&cp=50001&localidad=Zaragoza&provincia=Zaragoza`,
      `${C}/cliente/cobertura/?direccion=Calle+Mayor+12&cp=50001&localidad=Zaragoza&provincia=Zaragoza&lat=41.656123&lng=-0.8773`,
    ]);
  });

  it('asks without coordinates, and shows "no disponible" when the provider fails', async () => {
    const { scraping } = await renderCobertura(
      <CoberturaBoton direccion="Calle Mayor 12" cp="50001" localidad="Zaragoza" />,
      ['C'],
      () => ({ status: 504, body: { detail: 'El servicio del operador no ha respondido a tiempo' } }),
    );
    const { user, dialog } = await abrir();
    await user.type(within(dialog).getByRole('textbox', { name: 'Localidad' }), '{Enter}');
    expect(await within(dialog).findByText(MENSAJES_PROVEEDOR.noDisponible, {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(/😞/)).toBeNull();
    expect(scraping()).toEqual([
      `${C}/cliente/cobertura/?direccion=Calle+Mayor+12&cp=50001&localidad=Zaragoza&provincia=Zaragoza`,
    ]);
  });
});

describe('the "Cobertura" button', { timeout: 30_000 }, () => {
  afterEach(() => sessionStore.logout());

  it('is absent for a distributor with neither provider B nor C, which asks no provider', async () => {
    const { calls } = await renderCobertura(<CoberturaBoton direccion="Calle Mayor 12" />, ['A', 'D']);
    // Time for a provider query to go out, were one started.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: 'Cobertura' })).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/api/scraping/'))).toEqual([]);
  });

  it('offers both providers’ lookups to a distributor that has both', async () => {
    await renderCobertura(<CoberturaBoton />, ['B', 'C']);
    const { dialog } = await abrir();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Por dirección', 'Por código postal', 'Con coordenadas']);
  });

  it('fits a 360 px phone as a full-screen dialog', async () => {
    await renderCobertura(<CoberturaBoton />, ['B'], undefined, 360);
    const { dialog } = await abrir();
    expect(dialog.className).toMatch(/MuiDialog-paperFullScreen/);
  });
});
