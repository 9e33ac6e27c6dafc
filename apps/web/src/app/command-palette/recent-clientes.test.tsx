import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clienteDetailQuery } from '../../features/clientes/clientes.public';
import { sessionStore } from '../../session/session-store';
import { cliente, loginAs, page, renderPalette } from './palette-test-setup';
import { loadRecentClientes, rememberCliente, toRecent } from './recent-clientes';

const ANA = cliente(41, 'Ana García', '612345678', '12345678Z');
const LUIS = cliente(77, 'Luis Pérez', '699000111');

async function openPalette() {
  await userEvent.keyboard('{Control>}k{/Control}');
  return screen.findByRole('combobox', { name: 'Buscar clientes, pantallas…' });
}

describe('recent customers', () => {
  afterEach(() => sessionStore.logout());

  it('remembers a customer chosen in the palette and lists it first, for that user only', async () => {
    await loginAs({ id: 3, rolId: 3 }, () => page([ANA]));
    const first = renderPalette();
    await userEvent.type(await openPalette(), 'ana');
    await userEvent.click(await screen.findByRole('option', { name: /Ana García/ }));
    expect(first.location()).toBe('/teletrabajo?cliente=41&modo=view');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await openPalette();
    const options = screen.getAllByRole('option');
    expect(options[0]!.textContent).toBe('Ana García612345678 · 12345678Z');
    expect(within(screen.getByRole('group', { name: 'Recientes' })).getAllByRole('option')).toHaveLength(1);
    first.unmount();

    // Another user of the same browser and tenant has their own list.
    await loginAs({ id: 9, rolId: 3 });
    renderPalette();
    await openPalette();
    expect(screen.queryByRole('group', { name: 'Recientes' })).toBeNull();
    expect(loadRecentClientes(3).map((entry) => entry.id)).toEqual([41]);
  });

  it('adds a customer opened through the URL once its dialog has loaded it, asking nothing itself', async () => {
    const { searches } = await loginAs({ id: 3, rolId: 3 });
    const { router, queryClient } = renderPalette();
    await router.navigate('/teletrabajo?cliente=77&modo=view');
    // What the customer dialog's own request leaves in the cache.
    queryClient.setQueryData(clienteDetailQuery(77).queryKey, LUIS as never);
    await waitFor(() => expect(loadRecentClientes(3).map((entry) => entry.nombre)).toEqual(['Luis Pérez']));
    expect(searches()).toEqual([]);

    await router.navigate('/teletrabajo?cliente=nuevo');
    await openPalette();
    expect(screen.getAllByRole('option')[0]!.textContent).toBe('Luis Pérez699000111');
  });

  it('keeps the last eight, the latest first, each once', () => {
    for (let id = 1; id <= 10; id += 1)
      rememberCliente(3, toRecent(cliente(id, `Cliente ${id}`, `60000000${id}`)));
    rememberCliente(3, toRecent(cliente(5, 'Cliente 5', '600000005')));
    expect(loadRecentClientes(3).map((entry) => entry.id)).toEqual([5, 10, 9, 8, 7, 6, 4, 3]);
  });

  it('ignores whatever else the storage holds', () => {
    localStorage.setItem(
      'ventas.paleta.clientes-recientes.3',
      JSON.stringify([{ id: 'x' }, { id: 4, nombre: 'Bea', telefono: null, documento: null }, 7]),
    );
    expect(loadRecentClientes(3)).toEqual([{ id: 4, nombre: 'Bea', telefono: null, documento: null }]);
    localStorage.setItem('ventas.paleta.clientes-recientes.3', '{no json');
    expect(loadRecentClientes(3)).toEqual([]);
  });
});
