import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TipoVentaAdmin } from '@ventas/domain/opciones/tipos-venta-contract';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import {
  createFakeServer,
  stubViewportWidth,
  type RecordedCall,
  type Reply,
} from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { TiposVentaTab } from './tipos-venta-tab';

const BASE = '/api/utils/opciones/tipo_venta/';

const INICIALES: TipoVentaAdmin[] = [
  { id: 1, value: 'ALTA', label: 'Alta nueva', orden: 0, activo: true, paquetes: 12 },
  { id: 2, value: 'PORTABILIDAD', label: 'Portabilidad', orden: 1, activo: true, paquetes: 30 },
  { id: 3, value: 'VERANO', label: 'Verano', orden: 2, activo: false, paquetes: 0 },
];

/** The management API over a list kept in memory, as the server answers it (decision: issue 29 §5). */
function fakeApi(options: { tipos?: TipoVentaAdmin[]; falla?: boolean; enUsoAlBorrar?: boolean } = {}) {
  let tipos = (options.tipos ?? INICIALES).map((tipo) => ({ ...tipo }));
  let falla = options.falla ?? false;
  const handler = (call: RecordedCall): Reply => {
    const body = call.body as Record<string, unknown> | null;
    if (call.method === 'GET' && call.path === BASE)
      return falla ? { status: 500 } : { status: 200, body: tipos };
    if (call.method === 'POST' && call.path === BASE) {
      const label = String(body?.label);
      if (tipos.some((tipo) => tipo.label.toLowerCase() === label.toLowerCase()))
        return { status: 400, body: { label: [`Ya existe el tipo de venta «${label}»`] } };
      const nuevo = {
        id: 10 + tipos.length,
        value: label.toUpperCase(),
        label,
        orden: tipos.length,
        activo: true,
        paquetes: 0,
      };
      tipos = [...tipos, nuevo];
      return { status: 201, body: nuevo };
    }
    if (call.method === 'PUT' && call.path === `${BASE}orden/`) {
      const ids = (body?.ids as number[]) ?? [];
      tipos = ids.map((id, orden) => ({ ...tipos.find((tipo) => tipo.id === id)!, orden }));
      return { status: 200, body: tipos };
    }
    const id = Number(/(\d+)\/$/.exec(call.path)?.[1]);
    const tipo = tipos.find((row) => row.id === id);
    if (!tipo) return { status: 404, body: { detail: 'No se ha encontrado el tipo de venta' } };
    if (call.method === 'PUT') {
      Object.assign(tipo, body);
      return { status: 200, body: tipo };
    }
    if (call.method === 'DELETE') {
      if (options.enUsoAlBorrar)
        return {
          status: 409,
          body: { detail: `El tipo de venta «${tipo.label}» está en 1 paquete: no se puede eliminar.` },
        };
      tipos = tipos.filter((row) => row.id !== id);
      return { status: 204 };
    }
    return { status: 404, body: { detail: 'No encontrado.' } };
  };
  return { ...createFakeServer(handler), arreglar: () => (falla = false) };
}

function renderTab(options: Parameters<typeof fakeApi>[0] & { width?: number } = {}) {
  stubViewportWidth(options.width ?? 1280);
  const server = fakeApi(options);
  vi.stubGlobal('fetch', server.fetch);
  const user = userEvent.setup();
  render(
    <TestProviders queryClient={createQueryClient()}>
      <TiposVentaTab />
    </TestProviders>,
  );
  const escrituras = () =>
    server.calls
      .filter((call) => call.method !== 'GET')
      .map(({ method, path, body }) => ({ method, path, body }));
  return { server, user, escrituras };
}

const tabla = () => screen.findByRole('table', { name: 'Tipos de venta' });
const nombres = async () =>
  within(await tabla())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const fila = async (nombre: string) =>
  within(await tabla())
    .getByRole('rowheader', { name: new RegExp(`^${nombre}`) })
    .closest('tr')!;
const aviso = (texto: string) => screen.findByText((content) => content.startsWith(texto));

describe('Administración · Tipos de venta', () => {
  it('shows the list loading, then each type in order with its packages and whether it is offered', async () => {
    renderTab();
    expect(screen.getByRole('progressbar', { name: 'Cargando los tipos de venta' })).toBeTruthy();
    expect(await nombres()).toEqual(['Alta nueva', 'Portabilidad', 'VeranoInactivo']);
    const portabilidad = within(await fila('Portabilidad'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(portabilidad[0]).toBe('30');
  });

  it('says when there are none, and how to add the first', async () => {
    renderTab({ tipos: [] });
    expect(await screen.findByText(/No hay tipos de venta/)).toBeTruthy();
  });

  it('says the list failed, and asks again on Reintentar', async () => {
    const { user, server } = renderTab({ falla: true });
    expect(await screen.findByText('Error al cargar los tipos de venta')).toBeTruthy();
    server.arreglar();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await nombres()).toHaveLength(3);
  });

  it('adds a type from the keyboard: the name, Enter, and it is in the list', async () => {
    const { user, escrituras } = renderTab();
    await tabla();
    await user.click(screen.getByRole('button', { name: 'Nuevo tipo de venta' }));
    const dialogo = screen.getByRole('dialog', { name: 'Nuevo tipo de venta' });
    await user.keyboard('{Enter}');
    expect(await within(dialogo).findByText('Indique el nombre del tipo de venta')).toBeTruthy();
    await user.keyboard('  Fibra   + TV {Enter}');
    expect(await aviso('Tipo de venta creado')).toBeTruthy();
    expect(escrituras()).toEqual([{ method: 'POST', path: BASE, body: { label: 'Fibra + TV' } }]);
    await waitFor(async () => expect(await nombres()).toContain('Fibra + TV'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the server’s refusal of a taken name under the field, keeping what was typed', async () => {
    const { user } = renderTab();
    await tabla();
    await user.click(screen.getByRole('button', { name: 'Nuevo tipo de venta' }));
    await user.keyboard('portabilidad{Enter}');
    const dialogo = screen.getByRole('dialog', { name: 'Nuevo tipo de venta' });
    expect(await within(dialogo).findByText('Ya existe el tipo de venta «portabilidad»')).toBeTruthy();
    expect((within(dialogo).getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe(
      'portabilidad',
    );
  });

  it('renames a type, sending only its new name', async () => {
    const { user, escrituras } = renderTab();
    await user.click(
      within(await fila('Alta nueva')).getByRole('button', { name: 'Renombrar «Alta nueva»' }),
    );
    const dialogo = screen.getByRole('dialog', { name: 'Renombrar «Alta nueva»' });
    expect(within(dialogo).getByText('Sus 12 paquetes mostrarán el nombre nuevo.')).toBeTruthy();
    const nombre = within(dialogo).getByRole('textbox', { name: 'Nombre' });
    await user.clear(nombre);
    await user.type(nombre, 'Alta{Enter}');
    expect(await aviso('Tipo de venta renombrado')).toBeTruthy();
    expect(escrituras()).toEqual([{ method: 'PUT', path: `${BASE}1/`, body: { label: 'Alta' } }]);
  });

  it('moves a type down, sending the whole new order', async () => {
    const { user, escrituras } = renderTab();
    await user.click(within(await fila('Alta nueva')).getByRole('button', { name: 'Bajar «Alta nueva»' }));
    await waitFor(async () =>
      expect(await nombres()).toEqual(['Portabilidad', 'Alta nueva', 'VeranoInactivo']),
    );
    expect(escrituras()).toEqual([{ method: 'PUT', path: `${BASE}orden/`, body: { ids: [2, 1, 3] } }]);
    expect(
      (
        within(await fila('Portabilidad')).getByRole('button', {
          name: 'Subir «Portabilidad»',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });

  it('deactivates and activates a type in one click each', async () => {
    const { user, escrituras } = renderTab();
    await user.click(
      within(await fila('Portabilidad')).getByRole('button', { name: 'Desactivar «Portabilidad»' }),
    );
    expect(await aviso('Tipo de venta desactivado')).toBeTruthy();
    await user.click(within(await fila('Verano')).getByRole('button', { name: 'Activar «Verano»' }));
    expect(await aviso('Tipo de venta activado')).toBeTruthy();
    expect(escrituras()).toEqual([
      { method: 'PUT', path: `${BASE}2/`, body: { activo: false } },
      { method: 'PUT', path: `${BASE}3/`, body: { activo: true } },
    ]);
  });

  it('does not offer to delete a type in use: it says why and offers to deactivate it', async () => {
    const { user, escrituras } = renderTab();
    await user.click(
      within(await fila('Portabilidad')).getByRole('button', { name: 'Eliminar «Portabilidad»' }),
    );
    const dialogo = screen.getByRole('dialog', { name: 'Eliminar «Portabilidad»' });
    expect(within(dialogo).getByText(/está en 30 paquetes: no se puede eliminar/)).toBeTruthy();
    expect(within(dialogo).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    await user.click(within(dialogo).getByRole('button', { name: 'Desactivar' }));
    expect(await aviso('Tipo de venta desactivado')).toBeTruthy();
    expect(escrituras()).toEqual([{ method: 'PUT', path: `${BASE}2/`, body: { activo: false } }]);
  });

  it('deletes an unused type after asking', async () => {
    const { user, escrituras } = renderTab();
    await user.click(within(await fila('Verano')).getByRole('button', { name: 'Eliminar «Verano»' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await aviso('Tipo de venta eliminado')).toBeTruthy();
    expect(escrituras()).toEqual([{ method: 'DELETE', path: `${BASE}3/`, body: null }]);
  });

  it('shows in the dialog a 409 that arrives after asking (packages took the type meanwhile)', async () => {
    const { user } = renderTab({ enUsoAlBorrar: true });
    await user.click(within(await fila('Verano')).getByRole('button', { name: 'Eliminar «Verano»' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(
      await within(screen.getByRole('dialog')).findByText(/está en 1 paquete: no se puede eliminar/),
    ).toBeTruthy();
  });

  it('opens its form full screen on a 360 px phone', async () => {
    const { user } = renderTab({ width: 360 });
    await tabla();
    await user.click(screen.getByRole('button', { name: 'Nuevo tipo de venta' }));
    expect(screen.getByRole('dialog', { name: 'Nuevo tipo de venta' }).className).toContain(
      'MuiDialog-paperFullScreen',
    );
  });
});
