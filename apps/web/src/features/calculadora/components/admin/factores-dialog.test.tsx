import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCalculadora } from '../../test/render-calculadora';

const aviso = (texto: string) =>
  screen.findByText((content) => content.startsWith(texto) && /(🎉|😞)$/u.test(content));

async function abreFactores(user: UserEvent) {
  await screen.findByRole('table', { name: 'Objetivos del mes' });
  await user.click(screen.getByRole('button', { name: 'Factores correctores' }));
  return screen.getByRole('dialog', { name: 'Factores correctores' });
}

describe('the correction-factor lists dialog', () => {
  it("lists the tenant's lists with their bands and commercials", async () => {
    const user = userEvent.setup();
    await renderCalculadora({ rol: 'admin', search: '?mes=2026-11&comercial=4' });
    const dialogo = await abreFactores(user);

    const lista = await within(dialogo).findByRole('list', { name: 'Listas de factores correctores' });
    expect(within(lista).getByRole('listitem').textContent).toContain(
      '< 80 × 0,5 · < 100 × 0,8 · < 120 × 1 · > 120 × 1,2 — Carlos Comercial',
    );
  });

  it("saves a list's new band and commercial, replacing it by id, and says 'Factor corrector añadido'", async () => {
    const user = userEvent.setup();
    const { server } = await renderCalculadora({ rol: 'admin', search: '?mes=2026-11&comercial=4' });
    const dialogo = await abreFactores(user);
    await user.click(await within(dialogo).findByRole('button', { name: 'Editar Tienda' }));
    const form = within(dialogo).getByRole('form', { name: 'Editar Tienda' });
    await user.click(within(form).getByRole('button', { name: 'Quitar el tramo 4' }));
    const factor = within(form).getByRole('textbox', { name: 'Factor (tramo 3)' });
    await user.clear(factor);
    await user.type(factor, '1,1');
    await user.click(within(form).getByRole('combobox', { name: 'Comerciales' }));
    await user.click(screen.getByRole('option', { name: 'Lucía López' }));
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await aviso('Factor corrector añadido')).toBeTruthy();
    const post = server.calls.find((call) => call.method === 'POST' && call.path.includes('factorcorrector'));
    expect(post?.body).toEqual({
      id: 31,
      nombre: 'Tienda',
      factor_details: [
        { porcentaje_maximo: '80.00', factor_corrector: '0.5000' },
        { porcentaje_maximo: '100.00', factor_corrector: '0.8000' },
        { porcentaje_maximo: '120.00', factor_corrector: '1.1000' },
      ],
      commercial_id_arr: [4, 5],
    });
    expect(await within(dialogo).findByText(/< 120 × 1,1 — Carlos Comercial, Lucía López/)).toBeTruthy();
  });

  it('keeps a refused new list as typed, with the server message on its name', async () => {
    const user = userEvent.setup();
    await renderCalculadora({ rol: 'admin', search: '?mes=2026-11&comercial=4', rechaza: ['factor'] });
    const dialogo = await abreFactores(user);
    await user.click(await within(dialogo).findByRole('button', { name: 'Nueva lista' }));
    const form = within(dialogo).getByRole('form', { name: 'Nueva lista' });
    await user.type(within(form).getByRole('textbox', { name: /Nombre/ }), 'Tienda');
    await user.type(within(form).getByRole('textbox', { name: 'Hasta % (tramo 1)' }), '100');
    await user.type(within(form).getByRole('textbox', { name: 'Factor (tramo 1)' }), '1');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await within(form).findByText('Ya existe una lista con ese nombre')).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: 'Hasta % (tramo 1)' }) as HTMLInputElement).value).toBe(
      '100',
    );
  });

  it("deletes a list and says 'Factor Borrado!'", async () => {
    const user = userEvent.setup();
    await renderCalculadora({ rol: 'admin', search: '?mes=2026-11&comercial=4' });
    const dialogo = await abreFactores(user);
    await user.click(await within(dialogo).findByRole('button', { name: 'Eliminar Tienda' }));
    const confirmacion = await screen.findByRole('dialog', { name: 'Eliminar' });
    expect(within(confirmacion).getByText('Se eliminará la lista Tienda.')).toBeTruthy();
    await user.click(within(confirmacion).getByRole('button', { name: 'Eliminar' }));

    expect(await aviso('Factor Borrado!')).toBeTruthy();
    await waitFor(() =>
      expect(within(dialogo).getByText('No hay listas de factores correctores.')).toBeTruthy(),
    );
  });
});
