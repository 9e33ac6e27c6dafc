import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LazyClienteDialog, type ClienteRecord, type EditorUser } from '../../clientes/clientes.public';
import { entrada, renderWithApi } from '../test/auditoria-fixtures';

const SLOW = { timeout: 10_000 };
const ADMIN: EditorUser = { id: 2, name: 'Admin', actor: { roleId: 2, isAdmin: false, groups: [] } };
const CLIENTE: ClienteRecord = {
  id: 12,
  nombre: 'Álvaro Núñez Iglesias',
  documento: null,
  tipo_documento: null,
  telefonos_contacto: ['610011143'],
  email: null,
  origen_bbdd: null,
  segmento: 'PARTICULAR',
  isp_actual: null,
  razon_no_interesado: null,
  direccion: { direccion: 'Calle Mayor 12', cp: '50001', localidad: 'Zaragoza' },
  fecha_contacto: null,
  comercial: { id: 4, nombre_completo: 'Carlos Comercial' },
  notas: null,
  estado: 'OFERTA',
  created_on: '2026-01-01T00:00:00Z',
  updated_on: '2026-01-01T00:00:00Z',
  last_atencion: null,
  proxima_llamada: null,
  telefonos_no_llamar: [],
};

/** The customer dialog on customer 12 (edit mode) against a fake API. */
function renderDialog() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <LazyClienteDialog
            state={{ open: true, mode: 'edit', id: 12 }}
            user={ADMIN}
            onClose={() => {}}
            onOpenCliente={() => {}}
            onAction={() => {}}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  return renderWithApi(<RouterProvider router={router} />, (call) => {
    if (call.path === '/api/clientes/entradas/12/') return { status: 200, body: CLIENTE };
    if (call.path === '/api/auditoria/cliente/12/') return { status: 200, body: [entrada()] };
    if (call.path === '/api/no-llamar/cliente/12/') return { status: 200, body: { telefonos: [] } };
    if (call.path.startsWith('/api/utils/localidades-from-cp/')) return { status: 404, body: {} };
    // History, contracts, notes and the option lists: none.
    return { status: 200, body: [] };
  });
}

describe('the customer dialog', { timeout: 30_000 }, () => {
  it('has an Actividad tab that asks for the log only when opened', async () => {
    const user = userEvent.setup();
    const server = renderDialog();
    const tab = await screen.findByRole('tab', { name: 'Actividad' }, SLOW);
    const auditCalls = () => server.calls.filter((call) => call.path.startsWith('/api/auditoria/'));
    expect(auditCalls()).toEqual([]);

    await user.click(tab);
    const list = await screen.findByRole('list', { name: 'Actividad del cliente' }, SLOW);
    expect(within(list).getByText('Cambio en Cliente: Email')).toBeTruthy();
    expect(auditCalls().map((call) => call.path)).toEqual(['/api/auditoria/cliente/12/']);
  });
});
