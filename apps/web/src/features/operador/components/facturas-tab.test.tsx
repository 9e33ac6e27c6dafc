import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_PROVEEDOR as M } from '@ventas/domain/proveedores/proveedores-mensajes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE, CLIENTE, aviso, renderizar, servidor } from '../test/operador-test-setup';
import { FacturasTab } from './facturas-tab';

vi.mock('../../../api/proveedores-query', () => ({ useSlugProveedor: () => 'proveedor-b' }));

const FACTURAS = {
  facturas: [
    {
      numero: 'F-2026-10',
      mes: '2026-10',
      fecha: '2026-10-05',
      importe: '1045.2',
      estado: 'DEVUELTA',
      lineas: [
        { concepto: 'Cuota fibra 1 Gb', importe: '40' },
        { concepto: 'Llamadas internacionales', importe: '1005.20' },
      ],
    },
  ],
};

beforeEach(() => {
  // Only the clock: "the last 12 months" are those before 26 November 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const verFacturas = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Ver facturas' }));

describe('the Facturas tab', () => {
  it('asks for the last three months by default and lists the invoices with their concepts', async () => {
    const user = userEvent.setup();
    const llamadas = servidor((l) =>
      l.pathname === `${BASE}/facturas/` ? { status: 200, body: FACTURAS } : undefined,
    );
    renderizar(<FacturasTab cliente={CLIENTE} />, 360);
    expect(screen.getByRole('combobox', { name: 'Meses' }).textContent).toBe(
      'noviembre de 2026, octubre de 2026, septiembre de 2026',
    );
    await verFacturas(user);

    expect(await screen.findByText(aviso(M.facturasOk))).toBeTruthy();
    expect(llamadas.map((l) => l.query)).toEqual([
      { cliente_id: '12', selectedMeses: '2026-11,2026-10,2026-09' },
    ]);
    const factura = screen.getByRole('button', { name: 'Factura F-2026-10' });
    expect(within(factura).getByText('octubre de 2026 · 05/10/2026')).toBeTruthy();
    expect(within(factura).getByText('1.045,20 €')).toBeTruthy();
    expect(within(factura).getByText('Devuelta')).toBeTruthy();
    await user.click(factura);
    const conceptos = screen.getByRole('table', { name: 'Conceptos de la factura F-2026-10' });
    expect(
      within(conceptos)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ConceptoImporte', 'Cuota fibra 1 Gb40,00 €', 'Llamadas internacionales1.005,20 €']);
  });

  it('sends the months chosen, in calendar order, and cannot ask for none', async () => {
    const user = userEvent.setup();
    const llamadas = servidor(() => ({ status: 200, body: FACTURAS }));
    renderizar(<FacturasTab cliente={CLIENTE} />);
    await user.click(screen.getByRole('combobox', { name: 'Meses' }));
    const meses = screen.getByRole('listbox');
    expect(within(meses).getAllByRole('option')).toHaveLength(12);
    expect(within(meses).getAllByRole('option').at(-1)?.textContent).toBe('diciembre de 2025');
    await user.click(within(meses).getByRole('option', { name: 'enero de 2026' }));
    await user.click(within(meses).getByRole('option', { name: 'noviembre de 2026' }));
    await user.keyboard('{Escape}');
    await verFacturas(user);
    await screen.findByText(aviso(M.facturasOk));
    expect(llamadas.map((l) => l.query.selectedMeses)).toEqual(['2026-10,2026-09,2026-01']);

    await user.click(screen.getByRole('combobox', { name: 'Meses' }));
    for (const mes of ['octubre de 2026', 'septiembre de 2026', 'enero de 2026'])
      await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: mes }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Ver facturas' })).toHaveProperty('disabled', true);
  });

  it('says the customer has no invoices, as a notice and in the tab', async () => {
    const user = userEvent.setup();
    servidor(() => ({ status: 200, body: { facturas: [] } }));
    renderizar(<FacturasTab cliente={CLIENTE} />);
    await verFacturas(user);
    expect(await screen.findByText(aviso(M.sinFacturas))).toBeTruthy();
    expect(screen.getAllByText(M.sinFacturas)).toHaveLength(2);
    expect(screen.queryByText(aviso(M.facturasOk))).toBeNull();
  });

  it('says the invoices were not found on a 404', async () => {
    const user = userEvent.setup();
    servidor(() => ({ status: 404, body: { detail: 'El operador no tiene datos para esta consulta' } }));
    renderizar(<FacturasTab cliente={CLIENTE} />);
    await verFacturas(user);
    expect(await screen.findByText(aviso(M.facturasNoEncontradas))).toBeTruthy();
    // The tab keeps the server's reason in view once the notice has gone.
    expect(screen.getByText('El operador no tiene datos para esta consulta')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Factura / })).toBeNull();
  });
});
