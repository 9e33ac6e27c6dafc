import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCalculadora } from '../../test/render-calculadora';

const paquetes = () => screen.findByRole('table', { name: 'Paquetes vendidos' });
const atenciones = () => screen.findByRole('table', { name: 'Gestiones y ofertas del mes' });
/** The snackbar's notice: the message, the server's details if any, and its emoji (SPEC §8). */
const aviso = (texto: string) =>
  screen.findByText((content) => content.startsWith(texto) && /(🎉|😞)$/u.test(content));

describe("the month's sales list", () => {
  it("lists Carlos's November packages and attentions, asked for by his id and the month's days", async () => {
    const { server } = await renderCalculadora();

    const tabla = await paquetes();
    expect(within(tabla).getByRole('row', { name: /Ana Pérez/ }).textContent).toContain('Fibra 1 Gb');
    expect(within(await atenciones()).getByRole('row', { name: /Bruno Gil/ }).textContent).toContain(
      'Portabilidad',
    );
    const pedido = server.calls.find((call) => call.path.startsWith('/api/atenciones/paquete/'))!.path;
    expect(pedido).toBe(
      '/api/atenciones/paquete/?comercial=4&fecha_venta_after=2026-11-01&fecha_venta_before=2026-11-30&itemsPerPage=100',
    );
  });

  it('says so when the month has no sales', async () => {
    await renderCalculadora({ search: '?mes=2026-12' });

    expect(await screen.findByText('No hay paquetes vendidos este mes')).toBeTruthy();
    expect(await screen.findByText('No hay gestiones ni ofertas este mes')).toBeTruthy();
  });

  it("changes a package's state and refreshes the month's figures", async () => {
    const user = userEvent.setup();
    const { server, pedidos } = await renderCalculadora();
    await paquetes();
    const antes = pedidos('objetivo_mes').length;

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Estado del paquete de Ana Pérez' }),
      'ACTIVO',
    );

    expect(await aviso('Estado del paquete actualizado')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/atenciones/paquete/91/',
      body: { estado: 'ACTIVO' },
    });
    await waitFor(() => expect(pedidos('objetivo_mes').length).toBeGreaterThan(antes));
    expect(
      (screen.getByRole('combobox', { name: 'Estado del paquete de Ana Pérez' }) as HTMLSelectElement).value,
    ).toBe('ACTIVO');
  });

  it("says 'Error al actualizar el estado de los paquetes' when the state cannot change", async () => {
    const user = userEvent.setup();
    await renderCalculadora({ fallanVentas: ['estado'] });
    await paquetes();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Estado del paquete de Ana Pérez' }),
      'CANCELADO',
    );

    expect(await aviso('Error al actualizar el estado de los paquetes')).toBeTruthy();
  });

  it('lets an Admin delete an attention after confirming, and its package leaves the list', async () => {
    const user = userEvent.setup();
    const { server } = await renderCalculadora({ rol: 'admin', search: '?mes=2026-11&comercial=4' });
    const tabla = await atenciones();

    await user.click(within(tabla).getByRole('button', { name: 'Eliminar la atención de Ana Pérez' }));
    const dialogo = screen.getByRole('dialog', { name: 'Eliminar atención' });
    await user.click(within(dialogo).getByRole('button', { name: 'Eliminar' }));

    expect(await aviso('Atención eliminada con éxito')).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'DELETE' && call.path === '/api/atenciones/71/')).toBe(
      true,
    );
    expect(await screen.findByText('No hay paquetes vendidos este mes')).toBeTruthy();
    await waitFor(() => expect(within(tabla).queryByRole('row', { name: /Ana Pérez/ })).toBeNull());
  });

  it('deletes nothing when the Admin cancels, and says so when the delete fails', async () => {
    const user = userEvent.setup();
    const { server } = await renderCalculadora({
      rol: 'admin',
      search: '?mes=2026-11&comercial=4',
      fallanVentas: ['eliminar'],
    });
    const tabla = await atenciones();

    await user.click(within(tabla).getByRole('button', { name: 'Eliminar la atención de Bruno Gil' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(tabla).getByRole('button', { name: 'Eliminar la atención de Bruno Gil' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await aviso('Error al eliminar atención')).toBeTruthy();
  });

  it('lets a Manager mark an attention updated on a day they pick, but not delete it', async () => {
    const user = userEvent.setup();
    const { server } = await renderCalculadora({ rol: 'manager', search: '?mes=2026-11&comercial=4' });
    const tabla = await atenciones();
    expect(within(tabla).queryByRole('button', { name: /Eliminar/ })).toBeNull();

    await user.click(
      within(tabla).getByRole('button', { name: 'Marcar actualizada la atención de Bruno Gil' }),
    );
    const fecha = screen.getByLabelText('Fecha de actualización');
    await user.clear(fecha);
    await user.type(fecha, '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await aviso('Atención actualizada con éxito')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/atenciones/72/',
      body: { updated_on: '2026-12-01' },
    });
    await waitFor(() => expect(within(tabla).queryByRole('row', { name: /Bruno Gil/ })).toBeNull());
  });

  it("says 'Error al editar atención' and keeps the dialog and its day when marking fails", async () => {
    const user = userEvent.setup();
    await renderCalculadora({ rol: 'manager', search: '?mes=2026-11&comercial=4', fallanVentas: ['marcar'] });
    const tabla = await atenciones();

    await user.click(
      within(tabla).getByRole('button', { name: 'Marcar actualizada la atención de Bruno Gil' }),
    );
    const fecha = screen.getByLabelText('Fecha de actualización');
    await user.clear(fecha);
    await user.type(fecha, '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await aviso('Error al editar atención')).toBeTruthy();
    expect((screen.getByLabelText('Fecha de actualización') as HTMLInputElement).value).toBe('2026-11-20');
  });

  it('gives a Comercial neither mark nor delete, and opens an offer in the configurator with the way back', async () => {
    await renderCalculadora();
    const tabla = await atenciones();

    expect(within(tabla).queryByRole('button', { name: /Marcar|Eliminar/ })).toBeNull();
    const editar = within(tabla).getByRole('link', { name: 'Editar la oferta de Ana Pérez' });
    expect(editar.getAttribute('href')).toBe(
      `/offerconfigurator/501?oferta=81&volver=${encodeURIComponent('/areapersonal/calculadora?mes=2026-11')}`,
    );
  });

  it('shows the packages as cards on a 360 px phone', async () => {
    await renderCalculadora({ width: 360 });

    const lista = await screen.findByRole('list', { name: 'Paquetes vendidos' });
    expect(screen.queryByRole('table', { name: 'Paquetes vendidos' })).toBeNull();
    expect(within(lista).getByRole('listitem').textContent).toContain('Ana Pérez');
  });
});
