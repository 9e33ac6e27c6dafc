import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSistema } from '../test/render-sistema';
import { PermisosTab } from './permisos-tab';

const aviso = (texto: string) =>
  screen.findByText((content) => content.startsWith(texto) && /(🎉|😞)$/u.test(content));

const fila = async (nombre: string) => {
  const tabla = await screen.findByRole('table', { name: 'Permisos' });
  return within(tabla).getByRole('rowheader', { name: nombre }).closest('tr')!;
};

describe('the Permisos tab', () => {
  it('lists each permission with its codename and content type', async () => {
    renderSistema(<PermisosTab />);

    const celdas = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(celdas(await fila('Ver clientes')).slice(0, 2)).toEqual(['view_clientes', '7']);
    expect(celdas(await fila('Ver estadísticas')).slice(0, 2)).toEqual(['view_estadisticas', '—']);
  });

  it('says when there are no permissions', async () => {
    renderSistema(<PermisosTab />, { vacios: true });
    expect(await screen.findByText('No hay permisos.')).toBeTruthy();
  });

  it('says the list failed, with Reintentar', async () => {
    renderSistema(<PermisosTab />, { fallan: ['permisos'] });
    expect(await screen.findByText('No se han podido cargar los permisos.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it("checks the codename's format in the browser, then creates it: 'Permiso Creado!'", async () => {
    const { user, escrituras } = renderSistema(<PermisosTab />);
    await fila('Ver clientes');

    await user.click(screen.getByRole('button', { name: 'Nuevo permiso' }));
    const dialogo = screen.getByRole('dialog', { name: 'Nuevo permiso' });
    await user.type(within(dialogo).getByRole('textbox', { name: 'Nombre' }), 'Ver ofertas');
    await user.type(within(dialogo).getByRole('textbox', { name: 'Código' }), 'Ver-Ofertas');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialogo).findByText(/^Código no válido/)).toBeTruthy();
    expect(escrituras()).toEqual([]);

    await user.clear(within(dialogo).getByRole('textbox', { name: 'Código' }));
    await user.type(within(dialogo).getByRole('textbox', { name: 'Código' }), 'view_ofertas');
    await user.type(within(dialogo).getByRole('textbox', { name: 'Tipo de contenido (id)' }), '9');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    expect(await aviso('Permiso Creado!')).toBeTruthy();
    expect(escrituras().map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'POST', body: { name: 'Ver ofertas', codename: 'view_ofertas', content_type_id: 9 } },
    ]);
    expect(await fila('Ver ofertas')).toBeTruthy();
  });

  it("puts the server's refusal of a repeated codename on its field", async () => {
    const { user } = renderSistema(<PermisosTab />);
    await fila('Ver clientes');

    await user.click(screen.getByRole('button', { name: 'Nuevo permiso' }));
    const dialogo = screen.getByRole('dialog', { name: 'Nuevo permiso' });
    await user.type(within(dialogo).getByRole('textbox', { name: 'Nombre' }), 'Otra vez');
    await user.type(within(dialogo).getByRole('textbox', { name: 'Código' }), 'view_clientes{Enter}');

    expect(await within(dialogo).findByText('Ya existe un permiso con este código.')).toBeTruthy();
    expect(await aviso('Error al crear Permiso')).toBeTruthy();
  });

  it('edits a permission, emptying its content type', async () => {
    const { user, escrituras } = renderSistema(<PermisosTab />);

    await user.click(
      within(await fila('Ver clientes')).getByRole('button', { name: 'Editar el permiso Ver clientes' }),
    );
    const dialogo = screen.getByRole('dialog', { name: 'Editar el permiso Ver clientes' });
    await user.clear(within(dialogo).getByRole('textbox', { name: 'Tipo de contenido (id)' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    expect(await aviso('Permiso Editado!')).toBeTruthy();
    expect(escrituras().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PUT',
        path: '/api/permissions/1/',
        body: { name: 'Ver clientes', codename: 'view_clientes', content_type_id: null },
      },
    ]);
  });

  it("deletes a permission after asking and says 'Permiso Borrado!'", async () => {
    const { user, escrituras } = renderSistema(<PermisosTab />);

    await user.click(
      within(await fila('Editar clientes')).getByRole('button', {
        name: 'Eliminar el permiso Editar clientes',
      }),
    );
    const dialogo = screen.getByRole('dialog', { name: 'Eliminar el permiso Editar clientes' });
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(escrituras()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Eliminar el permiso Editar clientes' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Eliminar el permiso Editar clientes' })).getByRole(
        'button',
        {
          name: 'Eliminar',
        },
      ),
    );

    expect(await aviso('Permiso Borrado!')).toBeTruthy();
    expect(escrituras().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'DELETE /api/permissions/2/',
    ]);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Editar clientes' })).toBeNull());
  });
});
