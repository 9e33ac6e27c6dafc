import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { downloadExportFile } from '../../../api/download-export-file';
import { renderSistema } from '../test/render-sistema';
import { PASSWORD_INICIAL } from '../test/sistema-fake-api';
import { DistribuidoresTab } from './distribuidores-tab';

vi.mock('../../../api/download-export-file', () => ({ downloadExportFile: vi.fn() }));

const aviso = (texto: string) =>
  screen.findByText((content) => content.startsWith(texto) && /(🎉|😞)$/u.test(content));

const tarjeta = async (nombre: string) => screen.findByRole('article', { name: new RegExp(`^${nombre}`) });

describe('the Distribuidores tab on the platform', () => {
  it('shows every distributor with its address, groups, companies and state', async () => {
    renderSistema(<DistribuidoresTab plataforma />);

    const norte = await tarjeta('Norte Telecom');
    expect(within(norte).getByRole('link').textContent).toMatch(/^http:\/\/norte\./);
    expect(within(norte).getByText('Grupo A')).toBeTruthy();
    expect(within(norte).getByText('Grupo Energía')).toBeTruthy();
    expect(within(norte).getByText('Compañías: Operador Uno')).toBeTruthy();
    expect(within(norte).getByText('Estado: activo')).toBeTruthy();
    expect(within(norte).getByRole('img', { name: 'Logo de Norte Telecom' })).toBeTruthy();
    expect(
      within(norte).getByRole('button', { name: 'Eliminar el distribuidor Norte Telecom' }),
    ).toBeTruthy();

    const sur = await tarjeta('Sur Móvil');
    // 23:30 UTC on 30 November is 1 December in Madrid.
    expect(within(sur).getByText('Estado: eliminado — borrado definitivo el 01/12/2026')).toBeTruthy();
    expect(within(sur).queryByRole('checkbox', { name: /Mantenimiento/ })).toBeNull();
    expect(within(sur).getByRole('button', { name: 'Descargar todos sus datos' })).toBeTruthy();

    const plataforma = await tarjeta('Plataforma');
    expect(within(plataforma).queryByRole('button', { name: /^Eliminar/ })).toBeNull();
  });

  it('says when there are no distributors', async () => {
    renderSistema(<DistribuidoresTab plataforma />, { vacios: true });
    expect(await screen.findByText('No hay distribuidores.')).toBeTruthy();
  });

  it('says the list failed, with Reintentar', async () => {
    renderSistema(<DistribuidoresTab plataforma />, { fallan: ['distribuidores'] });
    expect(await screen.findByText('No se han podido cargar los distribuidores.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('creates a distributor, checking the subdomain as it is typed, and shows the password once', async () => {
    const { user, escrituras } = renderSistema(<DistribuidoresTab plataforma />);
    await tarjeta('Norte Telecom');

    await user.click(screen.getByRole('button', { name: 'Nuevo distribuidor' }));
    const dialogo = screen.getByRole('dialog', { name: 'Nuevo distribuidor' });
    // The name is pasted (the subdomain, checked as typed, is typed): the dialog is long.
    await user.click(within(dialogo).getByRole('textbox', { name: 'Nombre' }));
    await user.paste('Este Comunicaciones');
    const subdominio = within(dialogo).getByRole('textbox', { name: 'Subdominio' });
    await user.type(subdominio, 'este_1');
    expect(
      await within(dialogo).findByText('Subdominio no válido: minúsculas, cifras y guiones'),
    ).toBeTruthy();
    await user.clear(subdominio);
    await user.type(subdominio, 'norte');
    expect(await within(dialogo).findByText('Este subdominio ya está en uso.')).toBeTruthy();
    await user.clear(subdominio);
    await user.type(subdominio, 'www');
    expect(await within(dialogo).findByText('Este subdominio está reservado.')).toBeTruthy();
    await user.clear(subdominio);
    await user.type(subdominio, 'este');
    expect(await within(dialogo).findByText(/^Dirección: http:\/\/este\./)).toBeTruthy();

    await user.click(within(dialogo).getByRole('checkbox', { name: 'Grupo A' }));
    await user.click(within(dialogo).getByRole('checkbox', { name: 'Grupo Energía' }));
    await user.type(
      within(dialogo).getByRole('combobox', { name: 'Compañías que vende' }),
      'Operador Dos{Enter}',
    );
    await user.type(
      within(dialogo).getByRole('textbox', { name: 'Usuario de su primer SuperAdmin' }),
      'jefa.este',
    );
    await user.click(within(dialogo).getByRole('button', { name: 'Crear' }));

    expect(await aviso('Tenant Creado!')).toBeTruthy();
    expect(escrituras().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/api/distribuidores/distribuidor/',
        body: {
          name: 'Este Comunicaciones',
          subdomain: 'este',
          groups: ['A', 'Energía'],
          selling_companies: ['Operador Dos'],
          superadmin_username: 'jefa.este',
        },
      },
    ]);
    const creado = screen.getByRole('dialog', { name: 'Distribuidor Este Comunicaciones creado' });
    expect(within(creado).getByLabelText('Contraseña inicial').textContent).toBe('Kp7-vQ2x-Lm9z');
    expect(within(creado).getByText(/no se volverá a mostrar/)).toBeTruthy();
    expect(within(creado).getByRole('link').textContent).toMatch(/^http:\/\/este\./);
    expect(within(creado).getByText('jefa.este')).toBeTruthy();

    await user.click(within(creado).getByRole('button', { name: 'Copiar contraseña' }));
    expect(await navigator.clipboard.readText()).toBe('Kp7-vQ2x-Lm9z');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Distribuidor Este Comunicaciones creado' })).toBeTruthy();
    await user.click(within(creado).getByRole('button', { name: 'Ya la he copiado' }));
    await waitFor(() => expect(screen.queryByText('Kp7-vQ2x-Lm9z')).toBeNull());
    expect(await tarjeta('Este Comunicaciones')).toBeTruthy();
  });

  it('creates a distributor with its name alone: the subdomain is derived, the SuperAdmin left for later', async () => {
    const { user, escrituras } = renderSistema(<DistribuidoresTab plataforma />);
    await tarjeta('Norte Telecom');

    await user.click(screen.getByRole('button', { name: 'Nuevo distribuidor' }));
    const dialogo = screen.getByRole('dialog', { name: 'Nuevo distribuidor' });
    expect(within(dialogo).getByText('Si lo deja vacío, se deriva del nombre.')).toBeTruthy();
    expect(within(dialogo).getByText(/podrá crear el SuperAdmin más tarde/)).toBeTruthy();
    const nombre = within(dialogo).getByRole('textbox', { name: 'Nombre' });
    await user.type(nombre, 'Norte');
    // 'norte' is taken: the API would take the next free label, and the form says so.
    expect(await within(dialogo).findByText('Si lo deja vacío, se deriva del nombre: norte-2')).toBeTruthy();
    await user.clear(nombre);
    await user.type(nombre, 'Telefonía Ñandú, S.L.');
    expect(
      await within(dialogo).findByText('Si lo deja vacío, se deriva del nombre: telefonia-nandu-s-l'),
    ).toBeTruthy();
    await user.click(within(dialogo).getByRole('button', { name: 'Crear' }));

    expect(await aviso('Tenant Creado!')).toBeTruthy();
    expect(escrituras().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/api/distribuidores/distribuidor/',
        body: { name: 'Telefonía Ñandú, S.L.', groups: [], selling_companies: [] },
      },
    ]);
    const creado = screen.getByRole('dialog', { name: 'Distribuidor Telefonía Ñandú, S.L. creado' });
    expect(within(creado).getByRole('link').textContent).toMatch(/^http:\/\/telefonia-nandu-s-l\./);
    expect(within(creado).getByText(/Todavía no tiene SuperAdmin/)).toBeTruthy();
    expect(within(creado).queryByLabelText('Contraseña inicial')).toBeNull();
    await user.click(within(creado).getByRole('button', { name: 'Cerrar' }));
    expect(within(await tarjeta('Telefonía Ñandú')).getByText('Sin SuperAdmin')).toBeTruthy();
  });

  it('offers to create the SuperAdmin a distributor lacks, and shows its password once', async () => {
    const { user, escrituras } = renderSistema(<DistribuidoresTab plataforma />);

    const norte = await tarjeta('Norte Telecom');
    expect(within(norte).queryByText('Sin SuperAdmin')).toBeNull();
    expect(within(norte).queryByRole('button', { name: 'Crear SuperAdmin' })).toBeNull();
    const oeste = await tarjeta('Oeste Redes');
    expect(within(oeste).getByText('Sin SuperAdmin')).toBeTruthy();
    await user.click(within(oeste).getByRole('button', { name: 'Crear SuperAdmin' }));

    const dialogo = screen.getByRole('dialog', { name: 'Crear el SuperAdmin de Oeste Redes' });
    const usuario = within(dialogo).getByRole('textbox', { name: 'Usuario' });
    expect(document.activeElement).toBe(usuario);
    await user.type(usuario, 'la jefa{Enter}');
    expect(
      await within(dialogo).findByText('Usuario no válido: de 3 a 150 letras, cifras o . @ + - _'),
    ).toBeTruthy();
    await user.clear(usuario);
    await user.type(usuario, 'jefa.oeste{Enter}');

    expect(await aviso('SuperAdmin Creado!')).toBeTruthy();
    expect(escrituras().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/api/distribuidores/distribuidor/4/superadmin/',
        body: { username: 'jefa.oeste' },
      },
    ]);
    const creado = screen.getByRole('dialog', { name: 'SuperAdmin de Oeste Redes creado' });
    expect(within(creado).getByText('jefa.oeste')).toBeTruthy();
    expect(within(creado).getByLabelText('Contraseña inicial').textContent).toBe(PASSWORD_INICIAL.despues);
    expect(within(creado).getByText(/no se volverá a mostrar/)).toBeTruthy();
    await user.click(within(creado).getByRole('button', { name: 'Copiar contraseña' }));
    expect(await navigator.clipboard.readText()).toBe(PASSWORD_INICIAL.despues);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'SuperAdmin de Oeste Redes creado' })).toBeTruthy();
    await user.click(within(creado).getByRole('button', { name: 'Ya la he copiado' }));
    await waitFor(() => expect(screen.queryByText(PASSWORD_INICIAL.despues)).toBeNull());
    await waitFor(() => expect(within(oeste).queryByText('Sin SuperAdmin')).toBeNull());
  });

  it("says 'Error al crear SuperAdmin' with the server's reason when one was made meanwhile", async () => {
    const { user } = renderSistema(<DistribuidoresTab plataforma />, { rechazaSuperadmin: true });

    await user.click(within(await tarjeta('Oeste Redes')).getByRole('button', { name: 'Crear SuperAdmin' }));
    const dialogo = screen.getByRole('dialog', { name: 'Crear el SuperAdmin de Oeste Redes' });
    await user.type(within(dialogo).getByRole('textbox', { name: 'Usuario' }), 'jefa.oeste');
    await user.click(within(dialogo).getByRole('button', { name: 'Crear' }));

    const error = await aviso('Error al crear SuperAdmin');
    expect(error.textContent).toContain('ya tiene un SuperAdmin activo');
    expect(screen.getByRole('dialog', { name: 'Crear el SuperAdmin de Oeste Redes' })).toBeTruthy();
    expect(screen.queryByLabelText('Contraseña inicial')).toBeNull();
  });

  it("says 'Error al crear Tenant' with the server's reason when the create is refused", async () => {
    const { user } = renderSistema(<DistribuidoresTab plataforma />, { rechazaCrear: true });
    await tarjeta('Norte Telecom');

    await user.click(screen.getByRole('button', { name: 'Nuevo distribuidor' }));
    const dialogo = screen.getByRole('dialog', { name: 'Nuevo distribuidor' });
    await user.type(within(dialogo).getByRole('textbox', { name: 'Nombre' }), 'Oeste');
    await user.type(within(dialogo).getByRole('textbox', { name: 'Subdominio' }), 'oeste');
    await user.type(
      within(dialogo).getByRole('textbox', { name: 'Usuario de su primer SuperAdmin' }),
      'jefe',
    );
    await user.click(within(dialogo).getByRole('button', { name: 'Crear' }));

    const error = await aviso('Error al crear Tenant');
    expect(error.textContent).toContain('No se pudo crear la cuenta');
    expect(screen.getByRole('dialog', { name: 'Nuevo distribuidor' })).toBeTruthy();
    expect(screen.queryByLabelText('Contraseña inicial')).toBeNull();
  });

  it('edits a distributor: its name, groups and companies', async () => {
    const { user, escrituras } = renderSistema(<DistribuidoresTab plataforma />);

    await user.click(
      within(await tarjeta('Norte Telecom')).getByRole('button', {
        name: 'Editar el distribuidor Norte Telecom',
      }),
    );
    const dialogo = screen.getByRole('dialog', { name: 'Editar el distribuidor Norte Telecom' });
    const nombre = within(dialogo).getByRole('textbox', { name: 'Nombre' });
    // Pasted, not typed key by key: the dialog has many fields and a loaded machine is slow.
    await user.clear(nombre);
    await user.paste('Norte Telecom SL');
    await user.click(within(dialogo).getByRole('checkbox', { name: 'Grupo Energía' }));
    await user.click(within(dialogo).getByRole('checkbox', { name: 'Grupo B' }));
    await user.type(
      within(dialogo).getByRole('combobox', { name: 'Compañías que vende' }),
      'operador uno{Enter}',
    );
    // Issue 29 §5: its legal data, checked as typed (a wrong CIF/NIF stays on its field).
    await user.click(within(dialogo).getByRole('textbox', { name: 'Razón social' }));
    await user.paste('Norte Telecom, S.L.');
    const cif = within(dialogo).getByRole('textbox', { name: 'CIF/NIF' });
    await user.click(cif);
    await user.paste('B12345675');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialogo).findByText('El CIF no es válido')).toBeTruthy();
    expect(escrituras()).toEqual([]);
    await user.clear(cif);
    await user.paste('b-12345674');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    expect(await aviso('Tenant Editado!')).toBeTruthy();
    expect(escrituras().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PUT',
        path: '/api/distribuidores/distribuidor/2/',
        body: {
          name: 'Norte Telecom SL',
          selling_companies: ['Operador Uno'],
          groups: ['A', 'B'],
          razon_social: 'Norte Telecom, S.L.',
          cif: 'B12345674',
          direccion: null,
          codigo_postal: null,
          localidad: null,
        },
      },
    ]);
    expect(await tarjeta('Norte Telecom SL')).toBeTruthy();
  });

  it('deletes a distributor only once its subdomain is typed, after offering its data', async () => {
    const { user, escrituras, server } = renderSistema(<DistribuidoresTab plataforma />);

    await user.click(
      within(await tarjeta('Norte Telecom')).getByRole('button', {
        name: 'Eliminar el distribuidor Norte Telecom',
      }),
    );
    const dialogo = screen.getByRole('dialog', { name: 'Eliminar el distribuidor Norte Telecom' });
    expect(within(dialogo).getByText(/deja de funcionar en el acto/)).toBeTruthy();
    expect(
      within(dialogo).getByText(/se borran definitivamente cuando acabe el periodo de gracia/),
    ).toBeTruthy();

    await user.click(within(dialogo).getByRole('button', { name: 'Descargar todos sus datos' }));
    await waitFor(() => expect(downloadExportFile).toHaveBeenCalledWith('norte-20261126.zip'));
    expect(server.calls.map((call) => call.path)).toContain('/api/distribuidores/distribuidor/2/export/');
    expect(await aviso('Exportación lista')).toBeTruthy();

    const eliminar = within(dialogo).getByRole('button', { name: 'Eliminar' });
    expect(eliminar).toHaveProperty('disabled', true);
    await user.type(within(dialogo).getByRole('textbox', { name: 'Subdominio' }), 'nort');
    expect(eliminar).toHaveProperty('disabled', true);
    await user.type(within(dialogo).getByRole('textbox', { name: 'Subdominio' }), 'e');
    await user.click(eliminar);

    expect(await aviso('Tenant Borrado!')).toBeTruthy();
    expect(escrituras().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'DELETE /api/distribuidores/distribuidor/2/',
    ]);
    expect(await within(await tarjeta('Norte Telecom')).findByText(/^Estado: eliminado/)).toBeTruthy();
  });

  it("restores a deleted distributor after asking, and says 'Tenant Restaurado!'", async () => {
    const { user, escrituras } = renderSistema(<DistribuidoresTab plataforma />);

    await user.click(within(await tarjeta('Sur Móvil')).getByRole('button', { name: 'Restaurar' }));
    const pregunta = screen.getByRole('dialog', { name: 'Restaurar el distribuidor Sur Móvil' });
    await user.click(within(pregunta).getByRole('button', { name: 'Restaurar' }));

    expect(await aviso('Tenant Restaurado!')).toBeTruthy();
    expect(escrituras().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/distribuidores/distribuidor/3/restore/',
    ]);
    expect(await within(await tarjeta('Sur Móvil')).findByText('Estado: activo')).toBeTruthy();
  });

  it("switches another distributor's maintenance at once, but asks before the platform's own", async () => {
    const { user, escrituras } = renderSistema(<DistribuidoresTab plataforma />);

    await user.click(
      within(await tarjeta('Norte Telecom')).getByRole('switch', { name: 'Mantenimiento de Norte Telecom' }),
    );
    expect(await aviso('Mantenimiento activado')).toBeTruthy();
    expect(escrituras().map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/distribuidores/distribuidor/2/', body: { maintenance: true } },
    ]);

    const propio = within(await tarjeta('Plataforma')).getByRole('switch', {
      name: 'Mantenimiento de Plataforma',
    });
    await user.click(propio);
    const pregunta = screen.getByRole('dialog', { name: 'Activar el mantenimiento de Plataforma' });
    expect(within(pregunta).getByText(/tampoco tú/)).toBeTruthy();
    await user.click(within(pregunta).getByRole('button', { name: 'Cancelar' }));
    expect(escrituras()).toHaveLength(1);
    expect(propio).toHaveProperty('checked', false);

    await user.click(propio);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Activar el mantenimiento de Plataforma' })).getByRole(
        'button',
        {
          name: 'Activar',
        },
      ),
    );
    await waitFor(() => expect(escrituras()).toHaveLength(2));
    expect(escrituras()[1]).toMatchObject({
      path: '/api/distribuidores/distribuidor/1/',
      body: { maintenance: true },
    });
  });
});
