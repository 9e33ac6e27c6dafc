import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCalculadora } from '../../test/render-calculadora';

const DE_CARLOS = '?mes=2026-11&comercial=4';
const tabla = () => screen.findByRole('table', { name: 'Objetivos del mes' });
const aviso = (texto: string) =>
  screen.findByText((content) => content.startsWith(texto) && /(🎉|😞)$/u.test(content));
const escrituras = (server: { calls: { method: string; path: string; body: unknown }[] }) =>
  server.calls.filter((call) => call.method !== 'GET' && call.path !== '/api/token/');

describe("the calculator's admin tools", () => {
  it('hides the admin tools from a Manager, who still picks a commercial', async () => {
    await renderCalculadora({ rol: 'manager', search: DE_CARLOS });
    await tabla();
    expect(screen.queryByRole('toolbar', { name: 'Herramientas de administración' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar FIJOS' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Añadir familia' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Comercial' })).toBeTruthy();
  });

  it('gives a Comercial neither the picker nor the admin tools', async () => {
    await renderCalculadora();
    await tabla();
    expect(screen.queryByRole('toolbar', { name: 'Herramientas de administración' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Editar / })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Comercial' })).toBeNull();
  });

  it("edits an objective's target and weight in place and saves the domain's form", async () => {
    const user = userEvent.setup();
    const { server, pedidos } = await renderCalculadora({ rol: 'admin', search: DE_CARLOS });
    await user.click(within(await tabla()).getByRole('button', { name: 'Editar FIJOS' }));
    const form = screen.getByRole('form', { name: 'Editar FIJOS' });
    const objetivo = within(form).getByRole('textbox', { name: 'Objetivo' });
    await user.clear(objetivo);
    await user.type(objetivo, '12,5');
    const antes = pedidos('objetivo_mes').length;
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await aviso('Objetivo añadido correctamente')).toBeTruthy();
    expect(escrituras(server)).toEqual([
      {
        method: 'PUT',
        path: '/api/calculadora/objetivos/1/',
        authorization: 'Bearer a1',
        body: { comercial: 4, familia: 11, fecha: '2026-11', objetivo: '12.50', peso: '50.00', llave: true },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Editar FIJOS' })).toBeNull());
    await waitFor(() => expect(pedidos('objetivo_mes').length).toBeGreaterThan(antes));
  });

  it("keeps what was typed and shows the server's message on its field when a save is refused", async () => {
    const user = userEvent.setup();
    const { server } = await renderCalculadora({ rol: 'admin', search: DE_CARLOS, rechaza: ['objetivo'] });
    await user.click(within(await tabla()).getByRole('button', { name: 'Editar TV' }));
    const form = screen.getByRole('form', { name: 'Editar TV' });
    const peso = within(form).getByRole('textbox', { name: 'Peso (%)' });
    await user.clear(peso);
    await user.type(peso, '35');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await aviso('Error al añadir el objetivo')).toBeTruthy();
    expect(within(form).getByText('Los pesos del mes pasan de 100')).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: 'Peso (%)' }) as HTMLInputElement).value).toBe('35');
    expect(escrituras(server)).toHaveLength(1);
  });

  it('checks the form with the domain schema before sending anything', async () => {
    const user = userEvent.setup();
    const { server } = await renderCalculadora({ rol: 'admin', search: DE_CARLOS });
    await user.click(within(await tabla()).getByRole('button', { name: 'Editar TV' }));
    const form = screen.getByRole('form', { name: 'Editar TV' });
    await user.clear(within(form).getByRole('textbox', { name: 'Peso (%)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Peso (%)' }), '120');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await within(form).findByText('El importe es demasiado grande')).toBeTruthy();
    expect(escrituras(server)).toEqual([]);
  });

  it('adds a family the month does not have yet', async () => {
    const user = userEvent.setup();
    const { server } = await renderCalculadora({ rol: 'admin', search: DE_CARLOS });
    await tabla();
    await user.click(screen.getByRole('button', { name: 'Añadir familia' }));
    const form = screen.getByRole('form', { name: 'Añadir familia' });
    await user.click(within(form).getByRole('combobox', { name: /Familia/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['ALARMAS']);
    await user.click(screen.getByRole('option', { name: 'ALARMAS' }));
    await user.type(within(form).getByRole('textbox', { name: 'Objetivo' }), '3');
    await user.type(within(form).getByRole('textbox', { name: 'Peso (%)' }), '0');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await aviso('Objetivo añadido correctamente')).toBeTruthy();
    expect(escrituras(server)[0]).toMatchObject({
      method: 'POST',
      path: '/api/calculadora/objetivos/',
      body: { comercial: 4, familia: 15, fecha: '2026-11', objetivo: '3.00', peso: '0.00', llave: false },
    });
  });

  it('deletes an objective only after confirming', async () => {
    const user = userEvent.setup();
    const { server } = await renderCalculadora({ rol: 'admin', search: DE_CARLOS });
    await user.click(within(await tabla()).getByRole('button', { name: 'Eliminar ENERGIA' }));
    expect(escrituras(server)).toEqual([]);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Eliminar objetivo' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );

    expect(await aviso('Objetivo eliminado correctamente')).toBeTruthy();
    expect(escrituras(server)).toMatchObject([{ method: 'DELETE', path: '/api/calculadora/objetivos/4/' }]);
  });

  it("copies the month's objectives to the next after confirming, with the server's sentence", async () => {
    const user = userEvent.setup();
    const { server } = await renderCalculadora({ rol: 'admin', search: DE_CARLOS });
    await tabla();
    await user.click(screen.getByRole('button', { name: 'Copiar al mes siguiente' }));
    const dialogo = screen.getByRole('dialog', { name: 'Copiar objetivos' });
    expect(dialogo.textContent).toContain('de noviembre de 2026 a diciembre de 2026');
    await user.click(within(dialogo).getByRole('button', { name: 'Copiar' }));

    expect(await aviso('Objetivos copiados de noviembre a diciembre')).toBeTruthy();
    expect(escrituras(server)).toMatchObject([
      {
        method: 'POST',
        path: '/api/calculadora/copy-objetivos-next-month/',
        body: { month: 11, year: 2026 },
      },
    ]);
  });

  it("says 'Error al copiar los objetivos de un mes a otro' when the copy fails", async () => {
    const user = userEvent.setup();
    await renderCalculadora({ rol: 'admin', search: DE_CARLOS, rechaza: ['copia'] });
    await tabla();
    await user.click(screen.getByRole('button', { name: 'Copiar al mes siguiente' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Copiar' }));

    expect(await aviso('Error al copiar los objetivos de un mes a otro')).toBeTruthy();
  });
});
