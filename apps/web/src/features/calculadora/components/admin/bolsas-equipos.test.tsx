import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCalculadora } from '../../test/render-calculadora';

const aviso = (texto: string) =>
  screen.findByText((content) => content.startsWith(texto) && /(🎉|😞)$/u.test(content));

async function abre(user: UserEvent, boton: string, titulo: string) {
  await screen.findByRole('table', { name: 'Objetivos del mes' });
  await user.click(screen.getByRole('button', { name: boton }));
  return screen.getByRole('dialog', { name: titulo });
}

const escrituras = (server: { calls: { method: string; path: string; body: unknown }[] }, ruta: string) =>
  server.calls.filter((call) => call.method !== 'GET' && call.path.startsWith(ruta));

/** The delete asks first (naming what goes); nothing is sent until it is confirmed. */
async function confirmar(user: ReturnType<typeof userEvent.setup>, texto: string) {
  const confirmacion = await screen.findByRole('dialog', { name: 'Eliminar' });
  expect(within(confirmacion).getByText(texto)).toBeTruthy();
  await user.click(within(confirmacion).getByRole('button', { name: 'Eliminar' }));
}

describe("the month's pools and the teams", () => {
  it("sets Lucía's pool with a fixed reward and says 'Bonificación añadida!'", async () => {
    const user = userEvent.setup();
    const { server } = await renderCalculadora({ rol: 'admin', search: '?mes=2026-11&comercial=4' });
    const dialogo = await abre(user, 'Bolsas', 'Bolsas de noviembre de 2026');
    expect(await within(dialogo).findByText('1.000,00 € · 50 % de la bolsa')).toBeTruthy();

    await user.click(within(dialogo).getByRole('button', { name: 'Editar la bolsa de Lucía López' }));
    const form = within(dialogo).getByRole('form', { name: 'Bolsa de Lucía López' });
    await user.type(within(form).getByRole('textbox', { name: /^Bolsa \(€\)/ }), '800');
    await user.click(within(form).getByRole('combobox', { name: 'Bonificación' }));
    await user.click(screen.getByRole('option', { name: 'Bolsa fija' }));
    await user.type(within(form).getByRole('textbox', { name: 'Importe o %' }), '800');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await aviso('Bonificación añadida!')).toBeTruthy();
    expect(escrituras(server, '/api/calculadora/reward/')[0]?.body).toEqual({
      comercial: 5,
      fecha: '2026-11',
      bolsa: '800.00',
      bolsa_recomendado: '0.00',
      recomendado: null,
      reward: { reward_type: 'BOLSA_FIJA', amount: '800.00' },
      reward_recomendado: null,
    });
  });

  it("keeps a refused pool as typed, the server's message on the reward's amount", async () => {
    const user = userEvent.setup();
    await renderCalculadora({ rol: 'admin', search: '?mes=2026-11&comercial=4', rechaza: ['bolsa'] });
    const dialogo = await abre(user, 'Bolsas', 'Bolsas de noviembre de 2026');
    await user.click(
      await within(dialogo).findByRole('button', { name: 'Editar la bolsa de Carlos Comercial' }),
    );
    const form = within(dialogo).getByRole('form', { name: 'Bolsa de Carlos Comercial' });
    const importe = within(form).getByRole('textbox', { name: 'Importe o %' });
    await user.clear(importe);
    await user.type(importe, '150');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await aviso('Error al introducir bonificación')).toBeTruthy();
    expect(within(form).getByText('Como máximo 100 %')).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: 'Importe o %' }) as HTMLInputElement).value).toBe(
      '150',
    );
  });

  it("says 'Error al obtener las bolsas' when the pools cannot be read, and asks again on Reintentar", async () => {
    const user = userEvent.setup();
    const { server } = await renderCalculadora({
      rol: 'admin',
      search: '?mes=2026-11&comercial=4',
      rechaza: ['bolsas'],
    });
    const lecturas = () =>
      server.calls.filter(
        (call) => call.method === 'GET' && call.path.startsWith('/api/calculadora/reward/'),
      );
    const dialogo = await abre(user, 'Bolsas', 'Bolsas de noviembre de 2026');

    const alerta = await within(dialogo).findByRole('alert');
    expect(alerta.textContent).toContain('Error al obtener las bolsas');
    expect(within(dialogo).queryByRole('list', { name: 'Bolsas por comercial' })).toBeNull();
    const antes = lecturas().length;
    await user.click(within(alerta).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(lecturas().length).toBeGreaterThan(antes));
  });

  it("removes Carlos's pool and says '¡Bonificación eliminada!'", async () => {
    const user = userEvent.setup();
    await renderCalculadora({ rol: 'admin', search: '?mes=2026-11&comercial=4' });
    const dialogo = await abre(user, 'Bolsas', 'Bolsas de noviembre de 2026');
    await user.click(
      await within(dialogo).findByRole('button', { name: 'Eliminar la bolsa de Carlos Comercial' }),
    );
    await confirmar(user, 'Se eliminará la bolsa de Carlos Comercial.');

    expect(await aviso('¡Bonificación eliminada!')).toBeTruthy();
    await waitFor(() => expect(within(dialogo).getAllByText('Sin bolsa asignada')).toHaveLength(3));
  });

  it("adds Lucía to Marta's team and says '¡Equipo añadido!'", async () => {
    const user = userEvent.setup();
    const { server } = await renderCalculadora({ rol: 'admin', search: '?mes=2026-11&comercial=4' });
    const dialogo = await abre(user, 'Equipos', 'Equipos');
    await user.click(
      await within(dialogo).findByRole('button', { name: 'Editar el equipo de Marta Manager' }),
    );
    const form = within(dialogo).getByRole('form', { name: 'Editar el equipo de Marta Manager' });
    await user.click(within(form).getByRole('combobox', { name: 'Miembros' }));
    await user.click(screen.getByRole('option', { name: 'Lucía López' }));
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await aviso('¡Equipo añadido!')).toBeTruthy();
    expect(escrituras(server, '/api/cuentas/teams/')).toMatchObject([
      {
        method: 'PUT',
        path: '/api/cuentas/teams/41/',
        body: { dutty_manager: 3, commercial_id_arr: [4, 5] },
      },
    ]);
    expect(await within(dialogo).findByText('Carlos Comercial, Lucía López')).toBeTruthy();
  });

  it("deletes a team and says 'Equipo Borrado!'", async () => {
    const user = userEvent.setup();
    await renderCalculadora({ rol: 'admin', search: '?mes=2026-11&comercial=4' });
    const dialogo = await abre(user, 'Equipos', 'Equipos');
    await user.click(
      await within(dialogo).findByRole('button', { name: 'Eliminar el equipo de Marta Manager' }),
    );
    await confirmar(user, 'Se eliminará el equipo de Marta Manager.');

    expect(await aviso('Equipo Borrado!')).toBeTruthy();
    expect(await within(dialogo).findByText('No hay equipos.')).toBeTruthy();
  });
});
