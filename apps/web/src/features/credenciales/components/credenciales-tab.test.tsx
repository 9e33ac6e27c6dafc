import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MENSAJES_CREDENCIALES as M } from '@ventas/domain/credenciales/credenciales-mensajes';
import { successMessage } from '../../../components/snackbar/snackbar-message';
import { SLOW, renderTab } from '../test/render-credenciales';
import { SOLO_SUPERADMIN } from './credenciales-tab';

async function openActions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Acciones de Portal Operador A' }, SLOW));
}

describe('CredencialesTab', () => {
  it('shows an Admin the list read-only: no create, and only the reveal history in the menu', async () => {
    const user = userEvent.setup();
    renderTab({ canWrite: false });
    expect(await screen.findByText('Portal Operador A', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nueva credencial' })).toBeNull();
    // It says why there is no button.
    expect(screen.getByText(SOLO_SUPERADMIN)).toBeTruthy();
    await openActions(user);
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Historial de consultas']);
    await user.click(screen.getByRole('menuitem', { name: 'Historial de consultas' }));
    const history = await screen.findByRole('list', { name: 'Historial de consultas' });
    expect(within(history).getByText('Ana Jefa mostró la contraseña')).toBeTruthy();
  });

  it('fits a 360 px phone: portal, user and the actions menu only', async () => {
    renderTab({ canWrite: true, width: 360 });
    expect(await screen.findByText('Portal Operador A', {}, SLOW)).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Portal', 'Usuario', 'Acciones']);
    expect(screen.getByRole('button', { name: 'Acciones de Portal Operador A' })).toBeTruthy();
  });

  it('says so when there are no credentials yet', async () => {
    renderTab({ canWrite: true, rows: [] });
    expect(await screen.findByText('Todavía no hay credenciales de portales', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(SOLO_SUPERADMIN)).toBeNull();
  });

  it('tells an Admin facing an empty list who can add credentials', async () => {
    renderTab({ canWrite: false, rows: [] });
    expect(await screen.findByText('Todavía no hay credenciales de portales', {}, SLOW)).toBeTruthy();
    expect(screen.getByText(SOLO_SUPERADMIN)).toBeTruthy();
  });

  it('shows the load error with a retry', async () => {
    renderTab({ canWrite: true, answer: () => ({ status: 500, body: { detail: 'x' } }) });
    expect(await screen.findByText(M.errorCargar, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('creates a credential, leaving out the secrets left empty', async () => {
    const user = userEvent.setup();
    const { writes } = renderTab({ canWrite: true });
    await user.click(await screen.findByRole('button', { name: 'Nueva credencial' }, SLOW));
    await user.type(screen.getByRole('textbox', { name: 'Portal' }), 'Portal B');
    await user.type(screen.getByRole('textbox', { name: 'URL' }), 'https://b.es');
    await user.type(screen.getByLabelText('Contraseña'), 'clave-b');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(successMessage(M.creada), {}, SLOW)).toBeTruthy();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/scraping/claves/',
        body: { nombre_portal: 'Portal B', url: 'https://b.es', username: '', password: 'clave-b' },
      }),
    ]);
  });

  it('refuses a URL that is not http(s) in the form, sending nothing', async () => {
    const user = userEvent.setup();
    const { writes } = renderTab({ canWrite: true });
    await user.click(await screen.findByRole('button', { name: 'Nueva credencial' }, SLOW));
    await user.type(screen.getByRole('textbox', { name: 'Portal' }), 'Portal B');
    await user.type(screen.getByRole('textbox', { name: 'URL' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('URL no válida: debe empezar por http:// o https://')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('edits keeping an empty password unchanged and removing the cookie on request', async () => {
    const user = userEvent.setup();
    const { writes } = renderTab({ canWrite: true });
    await openActions(user);
    await user.click(screen.getByRole('menuitem', { name: 'Editar' }));
    expect((screen.getByLabelText('Contraseña') as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('checkbox', { name: 'Quitar la cookie guardada' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(successMessage(M.editada), {}, SLOW)).toBeTruthy();
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/scraping/claves/5/',
      body: {
        nombre_portal: 'Portal Operador A',
        url: 'https://portal.a.es',
        username: 'tienda01',
        cookie: null,
      },
    });
    expect(writes()[0]?.body).not.toHaveProperty('password');
  });

  it('reveals the secrets only after "Mostrar", noting that the reveal is recorded', async () => {
    const user = userEvent.setup();
    const { writes } = renderTab({ canWrite: true });
    await openActions(user);
    await user.click(screen.getByRole('menuitem', { name: 'Mostrar' }));
    expect(screen.getByText(/queda registrado/)).toBeTruthy();
    expect(writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Mostrar' }));
    expect((await screen.findByLabelText('Contraseña', {}, SLOW)).textContent).toBe('S3creta');
    expect(screen.getByLabelText('Cookie').textContent).toBe('No guardada');
    expect(screen.getByRole('button', { name: 'Copiar contraseña' })).toBeTruthy();
    expect(writes().map((call) => call.path)).toEqual(['/api/scraping/claves/5/revelar/']);
  });

  it('deletes after confirmation with the spec message', async () => {
    const user = userEvent.setup();
    const { writes } = renderTab({ canWrite: true });
    await openActions(user);
    await user.click(screen.getByRole('menuitem', { name: 'Borrar' }));
    expect(writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Borrar' }));
    expect(await screen.findByText(successMessage(M.borrada), {}, SLOW)).toBeTruthy();
    expect(writes().map((call) => [call.method, call.path])).toEqual([['DELETE', '/api/scraping/claves/5/']]);
  });
});
