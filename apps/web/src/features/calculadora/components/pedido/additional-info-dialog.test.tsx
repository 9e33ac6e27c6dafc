import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MENSAJES_ADDITIONAL_INFO } from '@ventas/domain/telework/additional-info-contract';
import { createQueryClient } from '../../../../api/query-client';
import { stubViewportWidth } from '../../../../test/fake-server';
import { TestProviders } from '../../../../test/test-providers';
import { CARLOS } from '../../test/calculadora-fixtures';
import { calculadoraFakeApi, type FakeOptions } from '../../test/calculadora-fake-api';
import { PaquetesMes } from '../ventas/paquetes-mes';
import { useVentasAcciones } from '../ventas/use-ventas-acciones';
// The dialog is a lazy part of the list: loaded with this file, so no test pays its first load.
import './additional-info-dialog';

function PaquetesDeNoviembre() {
  return <PaquetesMes mes="2026-11" comercial={CARLOS.id} acciones={useVentasAcciones()} />;
}

/**
 * Carlos's November packages (Ana Pérez's, id 91) over the calculator's fake API: the list alone,
 * not the whole calculator, so each step here is quick.
 */
function renderPaquetes(options: FakeOptions & { width?: number } = {}) {
  stubViewportWidth(options.width ?? 1280);
  const server = calculadoraFakeApi(options);
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter([{ path: '/', element: <PaquetesDeNoviembre /> }]);
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { server };
}

/** The snackbar's notice: the message, the server's details if any, and its emoji (SPEC §8). */
const aviso = (texto: string) =>
  screen.findByText((content) => content.startsWith(texto) && /(🎉|😞)$/u.test(content));

const escrituras = (server: { calls: { method: string; path: string; body: unknown }[] }) =>
  server.calls.filter(
    (call) => call.method !== 'GET' && call.path.startsWith('/api/atenciones/additionalinfo/'),
  );

/** Opens Ana's package's "Datos del pedido" from its row in Paquetes vendidos. */
async function abrir(user: UserEvent) {
  const tabla = await screen.findByRole('table', { name: 'Paquetes vendidos' });
  await user.click(within(tabla).getByRole('button', { name: 'Datos del pedido de Ana Pérez' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Datos del pedido de Ana Pérez' });
  await within(dialogo).findByRole('textbox', { name: 'Número de pedido' });
  return dialogo;
}

const campo = (dialogo: HTMLElement, nombre: string) =>
  within(dialogo).getByRole('textbox', { name: nombre }) as HTMLInputElement;

/** Writes into a text field at once (a key per character costs seconds on a busy machine). */
async function escribir(user: UserEvent, dialogo: HTMLElement, nombre: string, texto: string) {
  await user.click(campo(dialogo, nombre));
  await user.paste(texto);
}

/** Types a day as dd/mm/aaaa into the date field named `nombre`. */
async function escribirDia(user: UserEvent, dialogo: HTMLElement, nombre: string, ddmmaaaa: string) {
  const grupo = within(dialogo).getByRole('group', { name: nombre });
  await user.click(within(grupo).getByRole('spinbutton', { name: 'Dia' }));
  await user.keyboard(ddmmaaaa);
}

/** What a date field shows, digits and slashes only. */
const dia = (dialogo: HTMLElement, nombre: string) =>
  within(dialogo)
    .getByRole('group', { name: nombre })
    .textContent?.replace(/[^\d/]/g, '');

describe("a sold package's order info (Datos del pedido)", () => {
  it('records the order of a package that had none: POST with its number, days and portability', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = renderPaquetes();
    const dialogo = await abrir(user);
    // Its row says it has none: nothing to read (no request answered 404).
    expect(server.calls.some((call) => call.path.startsWith('/api/atenciones/additionalinfo/'))).toBe(false);
    expect(campo(dialogo, 'Número de pedido').value).toBe('');
    expect(campo(dialogo, 'Operador donante').disabled).toBe(true);

    await escribir(user, dialogo, 'Número de pedido', 'PED-2026-0042');
    await escribirDia(user, dialogo, 'Fecha de solicitud', '10112026');
    await user.click(within(dialogo).getByRole('switch', { name: 'Portabilidad' }));
    expect(campo(dialogo, 'Operador donante').disabled).toBe(false);
    await escribir(user, dialogo, 'Operador donante', 'Vodafone');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    expect(await aviso('Datos del pedido guardados')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(escrituras(server)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/atenciones/additionalinfo/',
        body: {
          paquete: 91,
          numero_pedido: 'PED-2026-0042',
          fecha_solicitud: '2026-11-10',
          fecha_instalacion: null,
          fecha_activacion: null,
          portabilidad: true,
          operador_donante: 'Vodafone',
          observaciones: null,
        },
      }),
    ]);
  });

  it('reopens with what was recorded, shown as dates, and saves a change with PUT', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = renderPaquetes();
    let dialogo = await abrir(user);
    await escribir(user, dialogo, 'Número de pedido', 'PED-1');
    await escribirDia(user, dialogo, 'Fecha de instalación', '14112026');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialogo = await abrir(user);
    expect(campo(dialogo, 'Número de pedido').value).toBe('PED-1');
    expect(dia(dialogo, 'Fecha de instalación')).toBe('14/11/2026');
    await escribir(user, dialogo, 'Observaciones', 'Cliente ausente');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    expect(await aviso('Datos del pedido guardados')).toBeTruthy();
    expect(escrituras(server).at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/atenciones/additionalinfo/391/',
      body: { numero_pedido: 'PED-1', fecha_instalacion: '2026-11-14', observaciones: 'Cliente ausente' },
    });
  });

  it('says in Spanish, before sending, that activation cannot precede the request', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = renderPaquetes();
    const dialogo = await abrir(user);
    await escribirDia(user, dialogo, 'Fecha de solicitud', '15112026');
    await escribirDia(user, dialogo, 'Fecha de activación', '10112026');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    const mensaje = await within(dialogo).findByText(MENSAJES_ADDITIONAL_INFO.activacionAntesDeSolicitud);
    const activacion = within(dialogo).getByRole('group', { name: 'Fecha de activación' });
    expect(activacion.closest('.MuiFormControl-root')?.contains(mensaje)).toBe(true);
    expect(escrituras(server)).toEqual([]);
  });

  it('keeps the dialog and the input when the server refuses, its message on the field', async () => {
    const user = userEvent.setup({ delay: null });
    renderPaquetes({ fallanVentas: ['pedido'] });
    const dialogo = await abrir(user);
    await escribir(user, dialogo, 'Número de pedido', 'PED-9');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    expect(await aviso('Error al guardar los datos del pedido')).toBeTruthy();
    const numero = campo(dialogo, 'Número de pedido');
    expect(numero.closest('.MuiFormControl-root')?.textContent).toContain(
      'El texto no puede superar 200 caracteres',
    );
    expect(screen.getByRole('dialog', { name: 'Datos del pedido de Ana Pérez' })).toBe(dialogo);
    expect(numero.value).toBe('PED-9');
  });

  it('asks before Esc throws away what was typed, and keeps it on "Seguir editando"', async () => {
    const user = userEvent.setup({ delay: null });
    renderPaquetes();
    const dialogo = await abrir(user);
    await escribir(user, dialogo, 'Número de pedido', 'PED-7');
    await user.keyboard('{Escape}');

    const pregunta = await screen.findByRole('dialog', { name: 'Hay cambios sin guardar' });
    await user.click(within(pregunta).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hay cambios sin guardar' })).toBeNull());
    expect(campo(dialogo, 'Número de pedido').value).toBe('PED-7');

    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    const otra = await screen.findByRole('dialog', { name: 'Hay cambios sin guardar' });
    await user.click(within(otra).getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('after a 409 (recorded meanwhile) reads the order info and saves the same input over it with PUT', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = renderPaquetes({ fallanVentas: ['pedido-ajeno'] });
    const dialogo = await abrir(user);
    await escribir(user, dialogo, 'Número de pedido', 'PED-9');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    expect(await aviso('Error al guardar los datos del pedido')).toBeTruthy();
    await within(dialogo).findByText(/registrado por Carlos Comercial/);
    expect(campo(dialogo, 'Número de pedido').value).toBe('PED-9');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    expect(await aviso('Datos del pedido guardados')).toBeTruthy();
    expect(escrituras(server).map((call) => [call.method, call.path])).toEqual([
      ['POST', '/api/atenciones/additionalinfo/'],
      ['PUT', '/api/atenciones/additionalinfo/391/'],
    ]);
    expect(escrituras(server)[1]?.body).toMatchObject({ numero_pedido: 'PED-9' });
  });

  it("says 'Error al obtener los datos del pedido' when they cannot be read, and offers no save", async () => {
    const user = userEvent.setup({ delay: null });
    renderPaquetes({ fallanVentas: ['pedido-lectura'] });
    const tabla = await screen.findByRole('table', { name: 'Paquetes vendidos' });
    await user.click(within(tabla).getByRole('button', { name: 'Datos del pedido de Ana Pérez' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Datos del pedido de Ana Pérez' });

    expect(await within(dialogo).findByText('Error al obtener los datos del pedido')).toBeTruthy();
    expect(within(dialogo).queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(within(dialogo).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });

  it('opens full screen from the package’s card on a 360 px phone', async () => {
    const user = userEvent.setup({ delay: null });
    renderPaquetes({ width: 360 });
    const tarjeta = within(await screen.findByRole('list', { name: 'Paquetes vendidos' })).getByRole(
      'listitem',
    );
    await user.click(within(tarjeta).getByRole('button', { name: 'Datos del pedido de Ana Pérez' }));

    const dialogo = await screen.findByRole('dialog', { name: 'Datos del pedido de Ana Pérez' });
    expect(dialogo.className).toContain('MuiDialog-paperFullScreen');
  });
});
