import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_PROVEEDOR as M } from '@ventas/domain/proveedores/proveedores-mensajes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE, hayAviso, renderizar, servidor } from '../test/operador-test-setup';
import { RecursosBoton } from './recursos-boton';

const slug = vi.hoisted(() => ({ value: 'proveedor-b' as string | null }));
vi.mock('../../../api/proveedores-query', () => ({ useSlugProveedor: () => slug.value }));

const RECURSOS = {
  recursos: [{ id: 'r1', nombre: 'Argumentario fibra', tipo: 'PDF', actualizado: '2026-11-03' }],
};
const RELEASES = {
  releases: [{ id: 'v1', version: '2.4.0', fecha: '2026-11-20', notas: 'Nuevas tarifas convergentes' }],
};

beforeEach(() => {
  slug.value = 'proveedor-b';
});

async function abrirDialogo(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Recursos' }));
  return screen.findByRole('dialog', { name: 'Recursos del operador' });
}

describe('the Recursos button', () => {
  it('is not there without provider B', () => {
    slug.value = null;
    servidor(() => undefined);
    renderizar(<RecursosBoton />);
    expect(screen.queryByRole('button', { name: 'Recursos' })).toBeNull();
  });

  it('shows the resources, then the releases, and gives focus back on close', async () => {
    const user = userEvent.setup();
    servidor((l) => {
      if (l.pathname === `${BASE}/resources/grupomm/`) return { status: 200, body: RECURSOS };
      if (l.pathname === `${BASE}/releases/grupomm/`) return { status: 200, body: RELEASES };
      return undefined;
    });
    renderizar(<RecursosBoton />, 360);
    const dialogo = await abrirDialogo(user);
    const recursos = await within(dialogo).findByRole('table', { name: 'Recursos' });
    expect(
      within(recursos)
        .getAllByRole('row')
        .map((fila) => fila.textContent),
    ).toEqual(['NombreTipoActualizado', 'Argumentario fibraPDF03/11/2026']);
    await user.click(within(dialogo).getByRole('tab', { name: 'Novedades' }));
    const novedades = await within(dialogo).findByRole('table', { name: 'Novedades' });
    expect(
      within(novedades)
        .getAllByRole('row')
        .map((fila) => fila.textContent),
    ).toEqual(['VersiónFechaNotas', '2.4.020/11/2026Nuevas tarifas convergentes']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Recursos' }));
  });

  it('shows an empty state for an empty list', async () => {
    const user = userEvent.setup();
    servidor(() => ({ status: 200, body: { recursos: [] } }));
    renderizar(<RecursosBoton />);
    const dialogo = await abrirDialogo(user);
    expect(await within(dialogo).findByText('No hay recursos.')).toBeTruthy();
  });

  it('fails silently into a neutral state with a retry', async () => {
    const user = userEvent.setup();
    let fallos = 1;
    servidor((l) =>
      fallos-- > 0
        ? { status: 504, body: { detail: 'El servicio del operador no ha respondido a tiempo' } }
        : l.pathname.endsWith('/resources/grupomm/')
          ? { status: 200, body: RECURSOS }
          : undefined,
    );
    renderizar(<RecursosBoton />);
    const dialogo = await abrirDialogo(user);
    expect(await within(dialogo).findByText(M.noDisponible)).toBeTruthy();
    expect(hayAviso()).toBe(false);
    await user.click(within(dialogo).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialogo).findByText('Argumentario fibra')).toBeTruthy();
  });
});
