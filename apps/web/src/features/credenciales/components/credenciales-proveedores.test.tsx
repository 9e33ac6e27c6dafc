import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MENSAJES_CREDENCIALES as M } from '@ventas/domain/credenciales/credenciales-mensajes';
import { proveedoresQuery } from '../../../api/proveedores-query';
import { successMessage } from '../../../components/snackbar/snackbar-message';
import { PORTAL, SLOW, renderTab } from '../test/render-credenciales';

// Decision 170: the adapters use the credential named as the provider's slug, in any case.
const PROVEEDOR_B = { proveedor: 'b' as const, slug: 'proveedor-b' };
const PROVEEDOR_D = { proveedor: 'd' as const, slug: 'seguimiento-d' };
const AYUDA = 'Para que la app consulte al operador, use el nombre del proveedor: proveedor-b, seguimiento-d';
const DEL_PROVEEDOR_B = { ...PORTAL, id: 6, nombre_portal: 'Proveedor-B' };

type Rendered = ReturnType<typeof renderTab>;
const proveedoresCargados = (rendered: Rendered) =>
  waitFor(() =>
    expect(rendered.queryClient.getQueryState(proveedoresQuery.queryKey)?.status).toBe('success'),
  );

async function openNueva(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Nueva credencial' }, SLOW));
  return screen.getByRole('dialog', { name: 'Nueva credencial' });
}

describe('CredencialesTab with the distributor providers', () => {
  it('suggests the providers slugs for the portal and says which name the app uses', async () => {
    const user = userEvent.setup();
    const rendered = renderTab({ canWrite: true, proveedores: [PROVEEDOR_B, PROVEEDOR_D] });
    await proveedoresCargados(rendered);
    const dialog = await openNueva(user);
    expect(within(dialog).getByText(AYUDA)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Abrir' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'proveedor-b — Operador del grupo B',
      'seguimiento-d — Operador del grupo D',
    ]);
  });

  it('fills the portal with the chosen suggestion and sends it', async () => {
    const user = userEvent.setup();
    const rendered = renderTab({ canWrite: true, proveedores: [PROVEEDOR_B] });
    await proveedoresCargados(rendered);
    const dialog = await openNueva(user);
    const portal = within(dialog).getByRole('combobox', { name: 'Portal' });
    await user.type(portal, 'prov');
    await user.click(screen.getByRole('option', { name: 'proveedor-b — Operador del grupo B' }));
    expect((portal as HTMLInputElement).value).toBe('proveedor-b');
    await user.type(within(dialog).getByLabelText('Contraseña'), 'clave-b');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(successMessage(M.creada), {}, SLOW)).toBeTruthy();
    expect(rendered.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { nombre_portal: 'proveedor-b', url: '', username: '', password: 'clave-b' },
      }),
    ]);
  });

  it('keeps free text and the required check with suggestions', async () => {
    const user = userEvent.setup();
    const rendered = renderTab({ canWrite: true, proveedores: [PROVEEDOR_B] });
    await proveedoresCargados(rendered);
    const dialog = await openNueva(user);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeTruthy();
    expect(within(dialog).queryByText(/Para que la app consulte/)).toBeNull();
    await user.type(within(dialog).getByRole('combobox', { name: 'Portal' }), 'Portal libre');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(successMessage(M.creada), {}, SLOW)).toBeTruthy();
    expect(rendered.writes()[0]).toMatchObject({ body: { nombre_portal: 'Portal libre' } });
  });

  it('offers no suggestion, help or chip when the distributor has no provider', async () => {
    const user = userEvent.setup();
    const rendered = renderTab({ canWrite: true, rows: [PORTAL, DEL_PROVEEDOR_B] });
    await proveedoresCargados(rendered);
    expect(await screen.findByText('Proveedor-B', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('Proveedor B')).toBeNull();
    const dialog = await openNueva(user);
    expect(within(dialog).getByRole('textbox', { name: 'Portal' })).toBeTruthy();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).queryByText(/Para que la app consulte/)).toBeNull();
  });

  it('marks with a chip only the credential whose portal is a provider slug', async () => {
    const rendered = renderTab({
      canWrite: false,
      rows: [PORTAL, DEL_PROVEEDOR_B],
      proveedores: [PROVEEDOR_B],
    });
    await proveedoresCargados(rendered);
    const fila = (await screen.findByText('Proveedor-B', {}, SLOW)).closest('[role="row"]') as HTMLElement;
    expect(await within(fila).findByText('Proveedor B')).toBeTruthy();
    const otra = screen.getByText('Portal Operador A').closest('[role="row"]') as HTMLElement;
    expect(within(otra).queryByText('Proveedor B')).toBeNull();
    expect(screen.getAllByText('Proveedor B')).toHaveLength(1);
  });
});
