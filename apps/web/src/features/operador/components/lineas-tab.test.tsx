import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_PROVEEDOR as M } from '@ventas/domain/proveedores/proveedores-mensajes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE, CLIENTE, hayAviso, renderizar, servidor, type Respuesta } from '../test/operador-test-setup';
import { LineasTab } from './lineas-tab';

const slug = vi.hoisted(() => ({ value: 'proveedor-b' as string | null }));
vi.mock('../../../api/proveedores-query', () => ({ useSlugProveedor: () => slug.value }));

/** The lines' path for CLIENTE (id 12): GET /api/scraping/{slug}/cliente/12/. */
const RUTA = `${BASE}/12/`;

const LINEAS = {
  operador: 'Operador B',
  lineas: [
    {
      msisdn: '610011143',
      tipo: 'MOVIL',
      tarifa: 'Ilimitada 50 GB',
      estado: 'ACTIVA',
      alta: '2025-03-07',
      permanencia_hasta: '2027-03-07',
      cuota: '1234.5',
    },
    {
      msisdn: '976000111',
      tipo: 'FIJO',
      tarifa: 'Fijo nacional',
      estado: 'SUSPENDIDA',
      alta: '2024-11-20',
      permanencia_hasta: null,
      cuota: '9',
    },
    {
      msisdn: '976000222',
      tipo: 'FIBRA',
      tarifa: 'Fibra 600 Mb',
      estado: 'BAJA',
      alta: '2023-01-02',
      permanencia_hasta: null,
      cuota: '0',
    },
  ],
};
const CAIDO = { status: 502, body: { detail: 'El servicio del operador no está disponible' } };

/** The tab at `width` px against an API answering the lines with `respuesta()`. */
function abrir(respuesta: () => Respuesta = () => ({ status: 200, body: LINEAS }), width = 1280) {
  const llamadas = servidor((l) => (l.pathname === RUTA ? respuesta() : undefined));
  const vista = renderizar(<LineasTab cliente={CLIENTE} />, width);
  return { llamadas, ...vista };
}

/** Each chip's MUI colour class, to tell the states apart as the agent sees them. */
const colorDe = (texto: string) =>
  [...(screen.getByText(texto).closest('.MuiChip-root')?.classList ?? [])].find((c) =>
    /^MuiChip-color/.test(c),
  );

beforeEach(() => {
  slug.value = 'proveedor-b';
});

describe('the Líneas tab', () => {
  it('loads on opening and shows the lines, formatted, in a table', async () => {
    const { llamadas } = abrir();
    const tabla = await screen.findByRole('table', { name: 'Líneas' });
    expect(screen.getByRole('heading', { name: 'Líneas en Operador B' })).toBeTruthy();
    expect(
      within(tabla)
        .getAllByRole('row')
        .map((fila) => fila.textContent),
    ).toEqual([
      'NúmeroTipoTarifaEstadoAltaPermanencia hastaCuota',
      '610011143MóvilIlimitada 50 GBActiva07/03/202507/03/20271.234,50 €/mes',
      '976000111FijoFijo nacionalSuspendida20/11/2024Sin permanencia9,00 €/mes',
      '976000222FibraFibra 600 MbBaja02/01/2023Sin permanencia0,00 €/mes',
    ]);
    expect(colorDe('Activa')).toBe('MuiChip-colorSuccess');
    expect(colorDe('Suspendida')).toBe('MuiChip-colorWarning');
    expect(colorDe('Baja')).toBe('MuiChip-colorDefault');
    expect(llamadas).toEqual([{ method: 'GET', pathname: RUTA, query: {}, body: null }]);
  });

  it('lists each line on a phone instead of the wide table', async () => {
    abrir(undefined, 360);
    const lista = await screen.findByRole('list', { name: 'Líneas' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      within(lista)
        .getAllByRole('listitem')
        .map((linea) => linea.textContent),
    ).toEqual([
      '610011143MóvilActivaIlimitada 50 GB · 1.234,50 €/mesAlta 07/03/2025 · Permanencia hasta 07/03/2027',
      '976000111FijoSuspendidaFijo nacional · 9,00 €/mesAlta 20/11/2024 · Sin permanencia',
      '976000222FibraBajaFibra 600 Mb · 0,00 €/mesAlta 02/01/2023 · Sin permanencia',
    ]);
  });

  it('says so when the customer has no lines at the operator', async () => {
    abrir(() => ({ status: 200, body: { operador: 'Operador B', lineas: [] } }));
    expect(await screen.findByText('El cliente no tiene líneas en el operador.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('fails silently: no notice, a neutral state and a retry that loads them', async () => {
    const user = userEvent.setup();
    let fallos = 1;
    const { llamadas } = abrir(() => (fallos-- > 0 ? CAIDO : { status: 200, body: LINEAS }));
    expect(await screen.findByText(M.noDisponible)).toBeTruthy();
    expect(hayAviso()).toBe(false);
    // No client retry: the API already retried behind its breaker.
    expect(llamadas).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Líneas' })).toBeTruthy();
    expect(screen.queryByText(M.noDisponible)).toBeNull();
    expect(llamadas).toHaveLength(2);
  });

  it('shows our sentence for a 409 (the customer has no document) in place of "no disponible"', async () => {
    abrir(() => ({ status: 409, body: { detail: 'El cliente no tiene documento' } }));
    expect(await screen.findByText('El cliente no tiene documento')).toBeTruthy();
    expect(screen.queryByText(M.noDisponible)).toBeNull();
    expect(hayAviso()).toBe(false);
  });

  it('says the customer was not found on a 404, in the tab and without a notice', async () => {
    abrir(() => ({ status: 404, body: { detail: 'El operador no tiene datos para esta consulta' } }));
    expect(await screen.findByText(M.clienteNoEncontrado)).toBeTruthy();
    expect(screen.queryByText(M.noDisponible)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(hayAviso()).toBe(false);
  });

  it('shows and asks nothing without provider B', () => {
    slug.value = null;
    const { container, llamadas } = abrir();
    expect(container.textContent).toBe('');
    expect(llamadas).toEqual([]);
  });
});
