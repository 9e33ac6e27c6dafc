import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SLOW, esperarTabla, renderGerencia, tabla } from '../../test/render-gerencia';

const MOVER = '/api/atenciones/move-scheduled/';

async function abrirDialogo(...nombres: string[]) {
  const user = userEvent.setup();
  await esperarTabla();
  for (const nombre of nombres)
    await user.click(within(tabla()).getByRole('checkbox', { name: `Seleccionar a ${nombre}` }));
  await user.click(screen.getByRole('button', { name: 'Mover agendados' }));
  return { user, dialogo: await screen.findByRole('dialog', { name: 'Mover agendados' }) };
}

describe('Gerencia · Comerciales: moving callbacks', () => {
  it('offers only commercials who may take them: not the selected ones, nor BAJA or INACTIVO', async () => {
    renderGerencia();
    const { user, dialogo } = await abrirDialogo('Carlos Comercial', 'Lucía López');
    expect(
      within(dialogo).getByText(/^Los agendados pendientes de Carlos Comercial y Lucía López/),
    ).toBeTruthy();
    expect((within(dialogo).getByRole('button', { name: 'Mover' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(dialogo).getByRole('combobox', { name: 'Comercial de destino' }));
    const opciones = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(opciones.map((opcion) => opcion.textContent)).toEqual(['Marta Gerente', 'Vera Vacaciones']);
  });

  it('posts origin and destination once per selected commercial, says so and reads the figures again', async () => {
    const { llamadas } = renderGerencia();
    const { user, dialogo } = await abrirDialogo('Carlos Comercial', 'Lucía López');
    const antes = llamadas('/api/comerciales/gerencia/').length;
    await user.click(within(dialogo).getByRole('combobox', { name: 'Comercial de destino' }));
    await user.click(screen.getByRole('option', { name: 'Marta Gerente' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Mover' }));

    expect(await screen.findByText('Agendados movidos correctamente! 🎉', {}, SLOW)).toBeTruthy();
    expect(llamadas(MOVER).map((call) => [call.method, call.body])).toEqual([
      ['POST', { origin: 4, destination: 3 }],
      ['POST', { origin: 5, destination: 3 }],
    ]);
    expect(screen.queryByRole('dialog', { name: 'Mover agendados' })).toBeNull();
    await vi.waitFor(() => expect(llamadas('/api/comerciales/gerencia/').length).toBeGreaterThan(antes));
    expect(
      within(tabla())
        .getAllByRole('checkbox')
        .some((casilla) => (casilla as HTMLInputElement).checked),
    ).toBe(false);
  });

  it("says it could not move them, with the API's reason, and keeps the dialog for another try", async () => {
    renderGerencia({
      reply: (_call, url) =>
        url.pathname === MOVER
          ? { status: 400, body: { destination: ['El comercial de destino está de baja.'] } }
          : undefined,
    });
    const { user, dialogo } = await abrirDialogo('Carlos Comercial');
    await user.click(within(dialogo).getByRole('combobox', { name: 'Comercial de destino' }));
    await user.click(screen.getByRole('option', { name: 'Vera Vacaciones' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Mover' }));

    expect(
      await screen.findByText(
        'No se puede actualizar agendado ## destination : El comercial de destino está de baja. ## 😞',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    const abierto = screen.getByRole('dialog', { name: 'Mover agendados' });
    expect(within(abierto).getByRole('combobox', { name: 'Comercial de destino' }).textContent).toBe(
      'Vera Vacaciones',
    );
    await user.click(within(abierto).getByRole('button', { name: 'Cancelar' }));
    expect(
      (within(tabla()).getByRole('checkbox', { name: 'Seleccionar a Carlos Comercial' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('keeps the button off until someone is selected, and selects every row shown at once', async () => {
    const user = userEvent.setup();
    renderGerencia({ url: '/gerencia/comerciales?search=l' });
    await esperarTabla();
    const mover = screen.getByRole('button', { name: 'Mover agendados' }) as HTMLButtonElement;
    expect(mover.disabled).toBe(true);
    await user.click(within(tabla()).getByRole('checkbox', { name: 'Seleccionar todos los comerciales' }));
    expect(screen.getByText('2 seleccionados')).toBeTruthy();
    expect(mover.disabled).toBe(false);
  });
});
