import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_PROVEEDOR as M } from '@ventas/domain/proveedores/proveedores-mensajes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE, CLIENTE, descargas, aviso, renderizar, servidor } from '../test/operador-test-setup';
import { RenuevoTab } from './renuevo-tab';

const slug = vi.hoisted(() => ({ value: 'proveedor-b' as string | null }));
vi.mock('../../../api/proveedores-query', () => ({ useSlugProveedor: () => slug.value }));

const RENUEVO = {
  msisdn: '699000111',
  opciones: [
    {
      pdf_id: 'R-1',
      titulo: 'Fibra 1 Gb + Móvil ilimitado',
      terminal: 'Galaxy A55',
      cuota_mensual: '45.2',
      permanencia_meses: 24,
      descuento: '10',
    },
    {
      pdf_id: 'R-2',
      titulo: 'Solo móvil',
      terminal: null,
      cuota_mensual: '1234.5',
      permanencia_meses: 0,
      descuento: '0',
    },
  ],
};

beforeEach(() => {
  slug.value = 'proveedor-b';
});

async function consultar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Consultar' }));
}

describe('the Renuevo tab', () => {
  it('asks for the chosen phone, type and CIF and shows each option in euros', async () => {
    const user = userEvent.setup();
    const llamadas = servidor((l) =>
      l.pathname === `${BASE}/renuevo/` ? { status: 200, body: RENUEVO } : undefined,
    );
    renderizar(<RenuevoTab cliente={CLIENTE} />, 360);
    await user.click(screen.getByRole('combobox', { name: 'Teléfono' }));
    await user.click(screen.getByRole('option', { name: '699000111' }));
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(screen.getByRole('option', { name: 'Convergente' }));
    await user.type(screen.getByRole('textbox', { name: 'CIF (opcional)' }), 'b12345678');
    await consultar(user);

    expect(await screen.findByText('Fibra 1 Gb + Móvil ilimitado')).toBeTruthy();
    expect(screen.getByText('Galaxy A55 · 45,20 €/mes · 24 meses · Descuento 10,00 €')).toBeTruthy();
    expect(
      screen.getByText('Sin terminal · 1.234,50 €/mes · Sin permanencia · Descuento 0,00 €'),
    ).toBeTruthy();
    expect(llamadas.map((l) => l.query)).toEqual([
      { cliente_id: '12', type: 'CONVERGENTE', msisdn: '699000111', cif: 'B12345678' },
    ]);
  });

  it('downloads an option’s PDF as Renuevo_<pdf_id>.pdf and the conditions by the server’s name', async () => {
    const user = userEvent.setup();
    const nombres = descargas();
    const llamadas = servidor((l) => {
      if (l.pathname === `${BASE}/renuevo/`) return { status: 200, body: RENUEVO };
      if (l.pathname === `${BASE}/renuevo/pdf/`) return { status: 200, pdf: true };
      if (l.pathname === `${BASE}/renuevo/pdf2/`)
        return { status: 200, pdf: true, disposition: 'attachment; filename="Condiciones renuevo.pdf"' };
      return undefined;
    });
    renderizar(<RenuevoTab cliente={CLIENTE} />);
    await consultar(user);
    await user.click(await screen.findByRole('button', { name: 'Ver PDF de Solo móvil' }));
    await waitFor(() => expect(nombres()).toEqual(['Renuevo_R-2.pdf']));
    await user.click(screen.getByRole('button', { name: 'Condiciones' }));
    await waitFor(() => expect(nombres()).toEqual(['Renuevo_R-2.pdf', 'Condiciones renuevo.pdf']));
    expect(llamadas.slice(1).map((l) => l.query)).toEqual([
      { cliente_id: '12', pdf_id: 'R-2' },
      { cliente_id: '12', msisdn: '699000111' },
    ]);
  });

  it('says so when a PDF cannot be downloaded', async () => {
    const user = userEvent.setup();
    const nombres = descargas();
    servidor((l) =>
      l.pathname === `${BASE}/renuevo/`
        ? { status: 200, body: RENUEVO }
        : { status: 502, body: { detail: 'El servicio del operador no está disponible' } },
    );
    renderizar(<RenuevoTab cliente={CLIENTE} />);
    await consultar(user);
    await user.click(await screen.findByRole('button', { name: 'Ver PDF de Solo móvil' }));
    expect(await screen.findByText(aviso(M.renuevoPdfError))).toBeTruthy();
    expect(nombres()).toEqual([]);
  });

  it('shows an empty state when the operator offers nothing', async () => {
    const user = userEvent.setup();
    servidor(() => ({ status: 200, body: { msisdn: '610011143', opciones: [] } }));
    renderizar(<RenuevoTab cliente={CLIENTE} />);
    await consultar(user);
    expect(await screen.findByText('No hay opciones de renuevo para este teléfono.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Condiciones' })).toBeNull();
  });

  it('says the customer was not found on a 404', async () => {
    const user = userEvent.setup();
    servidor(() => ({ status: 404, body: { detail: 'El operador no tiene datos para esta consulta' } }));
    renderizar(<RenuevoTab cliente={CLIENTE} />);
    await consultar(user);
    expect(await screen.findByText(aviso(M.clienteNoEncontrado))).toBeTruthy();
    expect(screen.queryByText(aviso(M.renuevoError))).toBeNull();
  });

  it('gives the renewal error on any other failure', async () => {
    const user = userEvent.setup();
    servidor(() => ({ status: 504, body: { detail: 'El servicio del operador no ha respondido a tiempo' } }));
    renderizar(<RenuevoTab cliente={CLIENTE} />);
    await consultar(user);
    expect(
      await screen.findByText(
        aviso(`${M.renuevoError} ## detail : El servicio del operador no ha respondido a tiempo ##`),
      ),
    ).toBeTruthy();
  });

  it('cannot ask without a phone, and shows nothing without provider B', () => {
    servidor(() => undefined);
    const { unmount } = renderizar(<RenuevoTab cliente={{ ...CLIENTE, telefonos: [] }} />);
    expect(screen.getByRole('button', { name: 'Consultar' })).toHaveProperty('disabled', true);
    unmount();
    slug.value = null;
    const { container } = renderizar(<RenuevoTab cliente={CLIENTE} />);
    expect(container.textContent).toBe('');
  });
});
