import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REGISTRY_MESSAGES } from '@ventas/domain/permissions/registry-contract';
import { renderSistema } from '../test/render-sistema';
import { NORTE } from '../test/sistema-fixtures';
import { GruposTab } from './grupos-tab';

const aviso = (texto: string) =>
  screen.findByText((content) => content.startsWith(texto) && /(🎉|😞)$/u.test(content));

const fila = async (nombre: string) => {
  const tabla = await screen.findByRole('table', { name: 'Grupos' });
  return within(tabla).getByRole('rowheader', { name: nombre }).closest('tr')!;
};

const celdas = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the Grupos tab', () => {
  it('lists each group with its permission count and how many distributors hold it', async () => {
    renderSistema(<GruposTab />);

    await waitFor(async () => expect(celdas(await fila('A')).slice(0, 2)).toEqual(['2', '2']));
    expect(celdas(await fila('B')).slice(0, 2)).toEqual(['0', '2']);
    expect(celdas(await fila('Energía')).slice(0, 2)).toEqual(['1', '1']);
    expect(celdas(await fila('Pruebas')).slice(0, 2)).toEqual(['0', '0']);
  });

  it('says when there are no groups', async () => {
    renderSistema(<GruposTab />, { vacios: true });

    expect(await screen.findByText('No hay grupos.')).toBeTruthy();
  });

  it('says the list failed and asks again on Reintentar', async () => {
    const { user, server } = renderSistema(<GruposTab />, { fallan: ['grupos'] });

    expect(await screen.findByText('No se han podido cargar los grupos.')).toBeTruthy();
    const pedidas = () => server.calls.filter((call) => call.path === '/api/groups/').length;
    expect(pedidas()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(pedidas()).toBe(2));
  });

  it("creates a group after the name's check and says 'Grupo Creado!'", async () => {
    const { user, escrituras } = renderSistema(<GruposTab />);
    await fila('A');

    await user.click(screen.getByRole('button', { name: 'Nuevo grupo' }));
    const dialogo = screen.getByRole('dialog', { name: 'Nuevo grupo' });
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialogo).findByText('Este campo es obligatorio')).toBeTruthy();
    expect(escrituras()).toEqual([]);

    await user.type(within(dialogo).getByRole('textbox', { name: 'Nombre' }), '  Fibra ');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    expect(await aviso('Grupo Creado!')).toBeTruthy();
    expect(escrituras().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/groups/', body: { name: 'Fibra' } },
    ]);
    expect(await fila('Fibra')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens its forms full screen on a 360 px phone', async () => {
    const { user } = renderSistema(<GruposTab />, { width: 360 });
    await fila('A');

    await user.click(screen.getByRole('button', { name: 'Nuevo grupo' }));
    expect(screen.getByRole('dialog', { name: 'Nuevo grupo' }).className).toContain(
      'MuiDialog-paperFullScreen',
    );
  });

  it('renames a group without touching its permissions', async () => {
    const { user, escrituras } = renderSistema(<GruposTab />);

    await user.click(
      within(await fila('Energía')).getByRole('button', { name: 'Renombrar el grupo Energía' }),
    );
    const dialogo = screen.getByRole('dialog', { name: 'Renombrar el grupo Energía' });
    const nombre = within(dialogo).getByRole('textbox', { name: 'Nombre' });
    await user.clear(nombre);
    await user.type(nombre, 'Energía y gas{Enter}');

    expect(await aviso('Grupo Editado!')).toBeTruthy();
    expect(escrituras().map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/groups/13/', body: { name: 'Energía y gas' } },
    ]);
    expect(await fila('Energía y gas')).toBeTruthy();
  });

  it("shows the server's reason when a built-in group may not be renamed", async () => {
    const { user } = renderSistema(<GruposTab />);

    await user.click(within(await fila('A')).getByRole('button', { name: 'Renombrar el grupo A' }));
    const dialogo = screen.getByRole('dialog', { name: 'Renombrar el grupo A' });
    await user.type(within(dialogo).getByRole('textbox', { name: 'Nombre' }), 'Z{Enter}');

    expect(await aviso('Error al editar Grupo')).toBeTruthy();
    expect(within(dialogo).getByText(REGISTRY_MESSAGES.grupoDelCodigo)).toBeTruthy();
    expect(within(dialogo).getByRole('textbox', { name: 'Nombre' })).toHaveProperty('value', 'AZ');
  });

  it('assigns permissions from a searchable checklist', async () => {
    const { user, escrituras } = renderSistema(<GruposTab />);

    await user.click(within(await fila('A')).getByRole('button', { name: 'Permisos del grupo A' }));
    const dialogo = screen.getByRole('dialog', { name: 'Permisos del grupo A' });
    expect(await within(dialogo).findByRole('checkbox', { name: /Ver clientes/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialogo).getByText('2 marcados')).toBeTruthy();

    await user.type(within(dialogo).getByRole('searchbox', { name: 'Buscar permiso' }), 'ESTADIS');
    expect(within(dialogo).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(dialogo).getByRole('checkbox', { name: /Ver estadísticas/ }));
    await user.clear(within(dialogo).getByRole('searchbox', { name: 'Buscar permiso' }));
    await user.click(within(dialogo).getByRole('checkbox', { name: /Editar clientes/ }));
    expect(within(dialogo).getByText('2 marcados')).toBeTruthy();
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    expect(await aviso('Permisos del Grupo Guardados!')).toBeTruthy();
    expect(escrituras().map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/groups/11/', body: { name: 'A', permissions: [1, 3] } },
    ]);
    await waitFor(async () => expect(celdas(await fila('A'))[0]).toBe('2'));
  });

  it('lists the distributors that hold a group when its delete is refused', async () => {
    const { user } = renderSistema(<GruposTab />);

    await user.click(within(await fila('B')).getByRole('button', { name: 'Eliminar el grupo B' }));
    const dialogo = screen.getByRole('dialog', { name: 'Eliminar el grupo B' });
    await user.click(within(dialogo).getByRole('button', { name: 'Eliminar' }));

    const lista = await within(dialogo).findByRole('list', { name: 'Distribuidores que tienen el grupo' });
    expect(
      within(lista)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Plataforma', 'Sur Móvil']);
    expect(within(dialogo).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    await user.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
    expect(await fila('B')).toBeTruthy();
  });

  it("shows the server's reason when a built-in group may not be deleted", async () => {
    const { user } = renderSistema(<GruposTab />, { distribuidores: [NORTE] });

    await user.click(within(await fila('B')).getByRole('button', { name: 'Eliminar el grupo B' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Eliminar el grupo B' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );

    const error = await aviso('Error al Borrar el Grupo');
    expect(error.textContent).toContain(REGISTRY_MESSAGES.grupoDelCodigo);
    expect(await fila('B')).toBeTruthy();
  });

  it("deletes a group no distributor holds after asking, and says 'Grupo Borrado!'", async () => {
    const { user, escrituras } = renderSistema(<GruposTab />);

    await user.click(
      within(await fila('Pruebas')).getByRole('button', { name: 'Eliminar el grupo Pruebas' }),
    );
    const dialogo = screen.getByRole('dialog', { name: 'Eliminar el grupo Pruebas' });
    expect(escrituras()).toEqual([]);
    await user.click(within(dialogo).getByRole('button', { name: 'Eliminar' }));

    expect(await aviso('Grupo Borrado!')).toBeTruthy();
    expect(escrituras().map(({ method, path }) => `${method} ${path}`)).toEqual(['DELETE /api/groups/15/']);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Pruebas' })).toBeNull());
  });
});
