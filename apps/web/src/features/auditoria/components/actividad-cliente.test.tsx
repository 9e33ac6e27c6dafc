import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACTIVIDAD_CLIENTE_MAX } from '@ventas/domain/auditoria/auditoria-contract';
import type { Reply } from '../../../test/fake-server';
import { entrada, renderWithApi, tableTexts } from '../test/auditoria-fixtures';
import { ACTIVIDAD_ERROR, ACTIVIDAD_PROHIBIDA, ActividadCliente, SIN_ACTIVIDAD } from './actividad-cliente';

const SLOW = { timeout: 8000 };
const ENTRADAS = [
  entrada({
    id: 3,
    creado_el: '2026-05-04T10:00:00.000Z',
    cambios: [
      { campo: 'email', antes: 'ana@old.es', despues: 'ana@new.es' },
      { campo: 'notas', antes: null, despues: '<script>alert(1)</script>' },
    ],
  }),
  entrada({
    id: 2,
    creado_el: '2026-05-03T08:00:00.000Z',
    usuario: null,
    entidad: 'atencion',
    tabla: 'atenciones',
    entidad_id: '12',
    accion: 'INSERT',
    cambios: [],
  }),
];

/** The panel of customer 12 against a fake API that answers `reply` to every call. */
function renderPanel(reply: () => Reply) {
  return renderWithApi(<ActividadCliente clienteId={12} />, () => reply());
}

describe("a customer's Actividad panel", { timeout: 30_000 }, () => {
  it('shows the entries newest first as a timeline of when, who and what', async () => {
    const server = renderPanel(() => ({ status: 200, body: ENTRADAS }));
    const list = await screen.findByRole('list', { name: 'Actividad del cliente' }, SLOW);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Cambio04\/05\/2026 12:00 · Ana JefaCambio en Cliente: Email, Notas/),
      'Alta03/05/2026 10:00 · SistemaAlta de Atención #12',
    ]);
    expect(server.calls.map((call) => call.path)).toEqual(['/api/auditoria/cliente/12/']);
  });

  it("opens an entry's fields as text, markup included", async () => {
    const user = userEvent.setup();
    renderPanel(() => ({ status: 200, body: ENTRADAS }));
    const toggle = await screen.findByRole(
      'button',
      { name: 'Ver campos: Cambio en Cliente: Email, Notas' },
      SLOW,
    );
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const table = await screen.findByRole('table', { name: 'Campos: Cambio en Cliente: Email, Notas' });
    expect(tableTexts(table)).toEqual([
      ['Campo', 'Antes', 'Después'],
      ['Email', 'ana@old.es', 'ana@new.es'],
      ['Notas', '—', '<script>alert(1)</script>'],
    ]);
    expect(table.querySelector('script')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ocultar campos: Cambio en Cliente: Email, Notas' }));
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });

  it('says only the newest entries are shown when the API sends its maximum', async () => {
    const muchas = Array.from({ length: ACTIVIDAD_CLIENTE_MAX }, (_, index) => entrada({ id: index + 1 }));
    renderPanel(() => ({ status: 200, body: muchas }));
    expect(await screen.findByText('Se muestran los 200 movimientos más recientes.', {}, SLOW)).toBeTruthy();
  });

  it('says when the customer has no recorded activity', async () => {
    renderPanel(() => ({ status: 200, body: [] }));
    expect(await screen.findByText(SIN_ACTIVIDAD, {}, SLOW)).toBeTruthy();
  });

  it('shows the load error and loads again on retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPanel(() => (fail ? { status: 500, body: { detail: 'x' } } : { status: 200, body: ENTRADAS }));
    expect(await screen.findByText(ACTIVIDAD_ERROR, {}, SLOW)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Actividad del cliente' }, SLOW)).toBeTruthy();
  });

  it('says a refusal plainly, without a retry', async () => {
    renderPanel(() => ({ status: 403, body: { detail: 'No tiene permiso para realizar esta acción.' } }));
    expect(await screen.findByText(ACTIVIDAD_PROHIBIDA, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
