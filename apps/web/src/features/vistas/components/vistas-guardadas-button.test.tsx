import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEL_EQUIPO, MIA } from '../test/vistas-fake-api';
import { renderVistas } from '../test/render-vistas';

const abrirPanel = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Vistas' }));
  return screen.findByRole('list', { name: 'Vistas guardadas' });
};
const textos = (lista: HTMLElement) =>
  within(lista)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('VistasGuardadasButton', () => {
  it('lists the own views, then the shared ones with their author, and opens one by its query', async () => {
    const user = userEvent.setup();
    const { ubicacion } = await renderVistas({ vistas: [MIA, DEL_EQUIPO] });
    const lista = await abrirPanel(user);
    await within(lista).findByText('Vendidos de marzo');
    expect(textos(lista)).toEqual([
      'Guardar vista actual…',
      'Vendidos de marzo',
      'Compartidas',
      'Clientes del equipoDe Marta Manager',
    ]);
    // Only own views can be edited or deleted.
    expect(
      within(lista)
        .getAllByRole('button', { name: /^Eliminar/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Eliminar «Vendidos de marzo»']);

    await user.click(within(lista).getByRole('button', { name: /Clientes del equipo/ }));
    expect(ubicacion()).toBe('/teletrabajo?estadoCliente=CLIENTE');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Vistas guardadas' })).toBeNull());
  });

  it('says so when there are no views yet', async () => {
    const user = userEvent.setup();
    await renderVistas();
    const lista = await abrirPanel(user);
    expect(await within(lista).findByText('Aún no tiene vistas guardadas')).toBeTruthy();
  });

  it('saves the current query under a name, without a share switch for a Comercial', async () => {
    const user = userEvent.setup();
    const { pedidos } = await renderVistas();
    await user.click(within(await abrirPanel(user)).getByRole('button', { name: 'Guardar vista actual…' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Guardar vista actual' });
    expect(within(dialogo).queryByRole('switch')).toBeNull();
    await user.type(within(dialogo).getByRole('textbox', { name: 'Nombre' }), 'Los García{Enter}');

    expect(await screen.findByText(/Vista guardada/)).toBeTruthy();
    expect(pedidos('POST').map((call) => call.body)).toEqual([
      { pantalla: 'teletrabajo', nombre: 'Los García', compartida: false, consulta: 'nombre=garcia&page=2' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Vistas' })).toBe(document.activeElement);
    const lista = await abrirPanel(user);
    expect(await within(lista).findByText('Los García')).toBeTruthy();
  });

  it('lets a Manager share the view with the team', async () => {
    const user = userEvent.setup();
    const { pedidos } = await renderVistas({ rol: 'manager' });
    await user.click(within(await abrirPanel(user)).getByRole('button', { name: 'Guardar vista actual…' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Guardar vista actual' });
    const compartir = within(dialogo).getByRole('switch', { name: 'Compartir con mi equipo' });
    expect(compartir.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialogo).getByText('La verán los comerciales de los equipos que dirige.')).toBeTruthy();
    await user.type(within(dialogo).getByRole('textbox', { name: 'Nombre' }), 'Equipo');
    await user.click(compartir);
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    await screen.findByText(/Vista guardada/);
    expect(pedidos('POST')[0]?.body).toMatchObject({ nombre: 'Equipo', compartida: true });
  });

  it('shows a taken name under the field and keeps the dialog open', async () => {
    const user = userEvent.setup();
    await renderVistas({ fallo: { status: 409, body: { nombre: ['Ya tiene una vista con ese nombre'] } } });
    await user.click(within(await abrirPanel(user)).getByRole('button', { name: 'Guardar vista actual…' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Guardar vista actual' });
    await user.type(within(dialogo).getByRole('textbox', { name: 'Nombre' }), 'Repetida{Enter}');
    expect(await within(dialogo).findByText('Ya tiene una vista con ese nombre')).toBeTruthy();
    expect(within(dialogo).getByRole('textbox', { name: 'Nombre' })).toBe(document.activeElement);
  });

  it('refuses an empty name before calling the API', async () => {
    const user = userEvent.setup();
    const { pedidos } = await renderVistas();
    await user.click(within(await abrirPanel(user)).getByRole('button', { name: 'Guardar vista actual…' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Guardar vista actual' });
    await user.type(within(dialogo).getByRole('textbox', { name: 'Nombre' }), '   {Enter}');
    expect(await within(dialogo).findByText('Indique un nombre')).toBeTruthy();
    expect(pedidos('POST')).toEqual([]);
  });

  it('shows the API’s message when the query cannot be saved', async () => {
    const user = userEvent.setup();
    await renderVistas({
      fallo: {
        status: 400,
        body: { 'consulta.fecha_venta_after': ['Fecha de venta: Fecha no válida (AAAA-MM-DD)'] },
      },
    });
    await user.click(within(await abrirPanel(user)).getByRole('button', { name: 'Guardar vista actual…' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Guardar vista actual' });
    await user.type(within(dialogo).getByRole('textbox', { name: 'Nombre' }), 'Mala{Enter}');
    expect(await screen.findByText(/Fecha de venta: Fecha no válida/)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Guardar vista actual' })).toBeTruthy();
  });

  it('renames a view, sending only the name', async () => {
    const user = userEvent.setup();
    const { pedidos } = await renderVistas({ vistas: [MIA] });
    const lista = await abrirPanel(user);
    await user.click(await within(lista).findByRole('button', { name: 'Editar «Vendidos de marzo»' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar vista' });
    const nombre = within(dialogo).getByRole('textbox', { name: 'Nombre' });
    await user.clear(nombre);
    await user.type(nombre, 'Marzo{Enter}');
    await screen.findByText(/Vista guardada/);
    expect(pedidos('PUT').map((call) => [call.path, call.body])).toEqual([
      ['/api/cuentas/vistas/11/', { nombre: 'Marzo' }],
    ]);
  });

  it('deletes a view after confirmation', async () => {
    const user = userEvent.setup();
    const { pedidos } = await renderVistas({ vistas: [MIA] });
    const lista = await abrirPanel(user);
    await user.click(await within(lista).findByRole('button', { name: 'Eliminar «Vendidos de marzo»' }));
    const confirmar = await screen.findByRole('dialog', { name: 'Eliminar vista' });
    expect(pedidos('DELETE')).toEqual([]);
    await user.click(within(confirmar).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(/Vista eliminada/)).toBeTruthy();
    expect(pedidos('DELETE').map((call) => call.path)).toEqual(['/api/cuentas/vistas/11/']);
    const otraVez = await abrirPanel(user);
    expect(await within(otraVez).findByText('Aún no tiene vistas guardadas')).toBeTruthy();
  });

  it('works from the keyboard alone at phone width', async () => {
    const user = userEvent.setup();
    const { ubicacion } = await renderVistas({ vistas: [MIA], width: 360 });
    screen.getByRole('button', { name: 'Vistas' }).focus();
    await user.keyboard('{Enter}');
    const lista = await screen.findByRole('list', { name: 'Vistas guardadas' });
    await within(lista).findByText('Vendidos de marzo');
    expect(document.activeElement?.textContent).toBe('Guardar vista actual…');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Vendidos de marzo');
    await user.keyboard('{Enter}');
    expect(ubicacion()).toBe(`/teletrabajo?${MIA.consulta}`);
  });
});
