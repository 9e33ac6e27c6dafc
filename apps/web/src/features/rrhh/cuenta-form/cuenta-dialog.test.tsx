import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MENSAJES_CUENTA } from '@ventas/domain/cuentas/cuenta-form';
import { PASSWORDS_DISTINTAS } from '@ventas/domain/cuentas/password-policy';
import type { RecordedCall, Reply } from '../../../test/fake-server';
import { ROL_OPTIONS } from '../cuenta-options';
import { cuenta, LOCALIDADES_28013, renderWithApi } from '../test/rrhh-fixtures';
import { CuentaDialog } from './cuenta-dialog';

const saves = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path.startsWith('/api/cuentas/entradas/'));

function renderDialog(existing: ReturnType<typeof cuenta> | null, save: (call: RecordedCall) => Reply) {
  let closed = false;
  const server = renderWithApi(
    <CuentaDialog cuenta={existing} rolOptions={ROL_OPTIONS.slice(1)} onClose={() => (closed = true)} />,
    (call) => {
      if (call.path.startsWith('/api/utils/localidades-from-cp/'))
        return { status: 200, body: LOCALIDADES_28013 };
      return save(call);
    },
  );
  return { server, closed: () => closed };
}

describe('the account dialog', () => {
  it('refuses a new account without user name or initial password, in Spanish', async () => {
    const user = userEvent.setup();
    const { server } = renderDialog(null, () => ({ status: 201, body: cuenta() }));
    await user.type(screen.getByRole('textbox', { name: /Usuario/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(MENSAJES_CUENTA.username)).toBeTruthy();
    expect(screen.getAllByText(MENSAJES_CUENTA.passwordObligatoria)).toHaveLength(2);
    expect(saves(server.calls)).toEqual([]);
  });

  it('creates an account with its initial password, the postal code filling the town', async () => {
    const user = userEvent.setup();
    const { server, closed } = renderDialog(null, () => ({ status: 201, body: cuenta() }));
    await user.type(screen.getByRole('textbox', { name: /Usuario/ }), 'nuevo');
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Nuevo');
    await user.click(screen.getByRole('button', { name: 'Añadir teléfono' }));
    await user.type(screen.getByRole('textbox', { name: 'Teléfono 1' }), '612 345 678');
    await user.type(screen.getByRole('textbox', { name: 'Código postal' }), '28013');
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Localidad' }).value).toBe('Madrid'),
    );
    await user.type(screen.getByLabelText(/Contraseña inicial/), 'una-clave-larga');
    await user.type(screen.getByLabelText(/Repita la contraseña/), 'una-clave-larga');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(closed()).toBe(true));
    expect(await screen.findByText(/Cuenta guardada correctamente/)).toBeTruthy();
    const [post] = saves(server.calls);
    expect(post?.method).toBe('POST');
    expect(post?.body).toMatchObject({
      username: 'nuevo',
      nombre: 'Nuevo',
      rol: { id: 4 },
      estado: 'ALTA',
      tipoComercial: 'TIENDA',
      numerosContacto: ['612345678'],
      cp: '28013',
      localidad: 'Madrid',
      password: 'una-clave-larga',
      password2: 'una-clave-larga',
    });
  });

  it('says when the two passwords differ', async () => {
    const user = userEvent.setup();
    renderDialog(cuenta(), () => ({ status: 200, body: cuenta() }));
    await user.type(screen.getByLabelText(/Nueva contraseña/), 'una-clave-larga');
    await user.type(screen.getByLabelText(/Repita la contraseña/), 'otra-clave-larga');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(PASSWORDS_DISTINTAS)).toBeTruthy();
  });

  it('sends only the changed fields on edit, never the masked IBAN', async () => {
    const user = userEvent.setup();
    const { server } = renderDialog(cuenta(), () => ({ status: 200, body: cuenta() }));
    expect(screen.getByText(/Actual: •••• 1332/)).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Talla' }));
    await user.type(screen.getByRole('textbox', { name: 'Talla' }), 'L');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(saves(server.calls)).toHaveLength(1));
    expect(saves(server.calls)[0]).toMatchObject({
      method: 'PUT',
      path: '/api/cuentas/entradas/7/',
      body: { talla: 'L' },
    });
  });

  it('puts the server’s field errors on their fields, with the spec’s message when it sends no detail', async () => {
    const user = userEvent.setup();
    renderDialog(cuenta(), () => ({ status: 400, body: { username: ['Ese usuario ya existe'] } }));
    await user.type(screen.getByRole('textbox', { name: /Usuario/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ese usuario ya existe')).toBeTruthy();
    expect(await screen.findByText(/Ha habido error al guardar la cuenta/)).toBeTruthy();
  });

  it('shows the server’s message when a create fails', async () => {
    const user = userEvent.setup();
    renderDialog(null, () => ({ status: 403, body: { detail: 'No puede asignar un rol superior al suyo' } }));
    await user.type(screen.getByRole('textbox', { name: /Usuario/ }), 'nuevo');
    await user.type(screen.getByLabelText(/Contraseña inicial/), 'una-clave-larga');
    await user.type(screen.getByLabelText(/Repita la contraseña/), 'una-clave-larga');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/No puede asignar un rol superior al suyo/)).toBeTruthy();
  });

  it.each([
    ['Nueva cuenta', null],
    ['Editar cuenta', cuenta()],
  ])('closes an untouched "%s" at once, by Esc', async (titulo, existing) => {
    const user = userEvent.setup();
    const { closed } = renderDialog(existing, () => ({ status: 200, body: cuenta() }));
    await screen.findByRole('dialog', { name: new RegExp(`^${titulo}`) });
    // The postal code's towns have arrived: what the form fills by itself is no change of the user's.
    if (existing)
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Localidad' })).toBeTruthy());
    await user.keyboard('{Escape}');
    expect(closed()).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Hay cambios sin guardar' })).toBeNull();
  });

  it('asks before Esc or Cancelar drop an edited account, as the customer dialog does', async () => {
    const user = userEvent.setup();
    const { server, closed } = renderDialog(cuenta(), () => ({ status: 200, body: cuenta() }));
    await user.type(screen.getByRole('textbox', { name: 'Talla' }), 'L');
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Hay cambios sin guardar' });
    await user.click(screen.getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hay cambios sin guardar' })).toBeNull());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Talla' }).value).toBe('ML');
    expect(closed()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Descartar cambios' }));
    expect(closed()).toBe(true);
    expect(saves(server.calls)).toEqual([]);
  });
});
