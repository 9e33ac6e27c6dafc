import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES_PROVEEDOR } from '@ventas/domain/proveedores/proveedores-mensajes';
import { MENSAJES_CODIGO_POSTAL } from '@ventas/domain/validators/codigo-postal';
import { sessionStore } from '../../../session/session-store';
import { B, RESULTADO, renderCobertura } from '../test/render-cobertura';
import { CoberturaBoton } from './cobertura-boton';

const SLOW = { timeout: 8000 };
const CANDIDATAS = [
  { direccion_id: 'D-1', direccion: 'CALLE MAYOR 12, BAJO', cp: '50001', localidad: 'Zaragoza' },
  { direccion_id: 'D-2', direccion: 'CALLE MAYOR 12, 1º A', cp: '50001', localidad: 'Zaragoza' },
];

/** Provider B answering: authorised, `candidatas` for any address, RESULTADO for any of them. */
const proveedorB =
  (candidatas = CANDIDATAS, autorizado = true) =>
  (call: { path: string }) => {
    if (call.path === `${B}/auth/`) return { status: 200, body: { autorizado } };
    if (call.path.startsWith(`${B}/direccion/`)) return { status: 200, body: { direcciones: candidatas } };
    if (call.path.startsWith(`${B}/resultado/`)) return { status: 200, body: RESULTADO };
    return undefined;
  };

async function abrir() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cobertura' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Consultar cobertura' }, SLOW);
  return { user, dialog };
}

describe('provider B’s coverage by address', { timeout: 30_000 }, () => {
  afterEach(() => sessionStore.logout());

  it('authorises, lists the candidate addresses, and shows the chosen one’s technologies', async () => {
    const { scraping } = await renderCobertura(
      <CoberturaBoton direccion="Calle Mayor 12" cp="50001" localidad="Zaragoza" />,
      ['B'],
      proveedorB(),
    );
    const { user, dialog } = await abrir();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Por dirección', 'Por código postal']);
    expect(within(dialog).getByRole('textbox', { name: 'Dirección' })).toHaveProperty(
      'value',
      'Calle Mayor 12',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Código postal' })).toHaveProperty('value', '50001');

    await user.click(within(dialog).getByRole('button', { name: 'Consultar' }));
    await user.click(await within(dialog).findByRole('button', { name: /CALLE MAYOR 12, 1º A/ }));

    const tabla = await within(dialog).findByRole('table', { name: `Cobertura en ${RESULTADO.direccion}` });
    const ftth = within(tabla).getByRole('row', { name: /FTTH/ });
    expect(within(ftth).getByText('Disponible')).toBeTruthy();
    expect(within(ftth).getByText('1000')).toBeTruthy();
    expect(within(ftth).getAllByText('Fibra de Telefónica').length).toBeGreaterThan(0);
    expect(within(within(tabla).getByRole('row', { name: /ADSL/ })).getByText('No disponible')).toBeTruthy();
    // Opened from the customer, nothing is carried anywhere.
    expect(within(dialog).queryByRole('button', { name: /Usar en la oferta/ })).toBeNull();
    expect(scraping()).toEqual([
      `${B}/auth/`,
      `${B}/direccion/?direccion=Calle+Mayor+12&cp=50001`,
      `${B}/resultado/?direccion_id=D-2`,
    ]);
  });

  it('takes the only candidate by itself, and Enter in a field submits', async () => {
    const { scraping } = await renderCobertura(<CoberturaBoton />, ['B'], proveedorB(CANDIDATAS.slice(0, 1)));
    const { user, dialog } = await abrir();
    await user.type(within(dialog).getByRole('textbox', { name: 'Dirección' }), 'Calle Mayor 12');
    await user.type(within(dialog).getByRole('textbox', { name: 'Código postal' }), '50001{Enter}');
    expect(await within(dialog).findByRole('table', {}, SLOW)).toBeTruthy();
    expect(within(dialog).queryByText('Elija la dirección exacta')).toBeNull();
    expect(scraping().at(-1)).toBe(`${B}/resultado/?direccion_id=D-1`);
  });

  it('says so when the provider finds no such address', async () => {
    await renderCobertura(<CoberturaBoton direccion="Calle Falsa 123" cp="50001" />, ['B'], proveedorB([]));
    const { user, dialog } = await abrir();
    await user.click(within(dialog).getByRole('button', { name: 'Consultar' }));
    expect(await within(dialog).findByText('No se ha encontrado la dirección', {}, SLOW)).toBeTruthy();
  });

  it('stops at the neutral state when the operator does not authorise, and asks again on "Reintentar"', async () => {
    const { scraping } = await renderCobertura(
      <CoberturaBoton direccion="Calle Mayor 12" cp="50001" />,
      ['B'],
      proveedorB(CANDIDATAS, false),
    );
    const { user, dialog } = await abrir();
    await user.click(within(dialog).getByRole('button', { name: 'Consultar' }));
    expect(
      await within(dialog).findByText('El operador no ha autorizado la consulta', {}, SLOW),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await vi.waitFor(() => expect(scraping()).toEqual([`${B}/auth/`, `${B}/auth/`]));
    expect(await within(dialog).findByText('El operador no ha autorizado la consulta')).toBeTruthy();
  });

  it('shows "no disponible" with no snackbar when the provider fails, and recovers on "Reintentar"', async () => {
    let caido = true;
    await renderCobertura(<CoberturaBoton direccion="Calle Mayor 12" cp="50001" />, ['B'], (call) =>
      caido && call.path.startsWith(`${B}/direccion/`)
        ? { status: 502, body: { detail: 'El servicio del operador no está disponible' } }
        : proveedorB()(call),
    );
    const { user, dialog } = await abrir();
    await user.click(within(dialog).getByRole('button', { name: 'Consultar' }));
    expect(await within(dialog).findByText(MENSAJES_PROVEEDOR.noDisponible, {}, SLOW)).toBeTruthy();
    // SPEC §8 "Silent failures": no snackbar, no spinner left.
    expect(screen.queryByText(/😞/)).toBeNull();
    expect(screen.queryByText(/Algo fue mal/)).toBeNull();
    expect(within(dialog).queryByRole('status')).toBeNull();

    caido = false;
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByText('Elija la dirección exacta', {}, SLOW)).toBeTruthy();
  });

  it('gives up on an operator that never answers after 20 s, with the neutral state', async () => {
    await renderCobertura(<CoberturaBoton direccion="Calle Mayor 12" cp="50001" />, ['B'], (call) =>
      call.path === `${B}/auth/` ? new Promise<never>(() => {}) : undefined,
    );
    const { user, dialog } = await abrir();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Consultar' }));
      expect(await within(dialog).findByText('Conectando con el operador…')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(19_000);
      expect(within(dialog).queryByText(MENSAJES_PROVEEDOR.noDisponible)).toBeNull();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await within(dialog).findByText(MENSAJES_PROVEEDOR.noDisponible)).toBeTruthy();
      expect(within(dialog).queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a postal code no province has, before asking anyone', async () => {
    const { scraping } = await renderCobertura(
      <CoberturaBoton direccion="Calle Mayor 12" cp="99001" />,
      ['B'],
      proveedorB(),
    );
    const { user, dialog } = await abrir();
    await user.click(within(dialog).getByRole('button', { name: 'Consultar' }));
    expect(await within(dialog).findByText(MENSAJES_CODIGO_POSTAL.provincia)).toBeTruthy();
    expect(scraping()).toEqual([]);
  });

  it('gives a technology to "Usar en la oferta" with the provider’s address', async () => {
    const usar = vi.fn();
    await renderCobertura(
      <CoberturaBoton direccion="Calle Mayor 12" cp="50001" onUsarTecnologia={usar} />,
      ['B'],
      proveedorB(CANDIDATAS.slice(0, 1)),
    );
    const { user, dialog } = await abrir();
    await user.click(within(dialog).getByRole('button', { name: 'Consultar' }));
    const tabla = await within(dialog).findByRole('table', {}, SLOW);
    // Only what is available can be carried.
    expect(within(within(tabla).getByRole('row', { name: /ADSL/ })).queryByRole('button')).toBeNull();
    await user.click(within(tabla).getByRole('button', { name: 'Usar en la oferta: FTTH' }));
    expect(usar).toHaveBeenCalledExactlyOnceWith({
      tecnologia: 'FTTH',
      velocidad_max_mb: 1000,
      direccion: RESULTADO.direccion,
    });
    expect(within(tabla).getByRole('button', { name: 'Añadida: FTTH' })).toHaveProperty('disabled', true);
  });
});
