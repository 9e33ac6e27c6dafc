import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EntradaAuditoria } from '@ventas/domain/auditoria/auditoria-contract';
import type { RecordedCall, Reply } from '../../../test/fake-server';
import { entrada, page, renderWithApi, tableTexts } from '../test/auditoria-fixtures';
import { AuditoriaTab } from './auditoria-tab';
import { POR_ASIGNAR_ANSWER } from '../../../test/comerciales-fixture';

const SLOW = { timeout: 8000 };
const COMERCIALES = [
  { id: 3, nombre_completo: 'Ana Jefa', username: 'ana', estado: 'ACTIVO', tipo_comercial: 'DBL', rol: 2 },
  POR_ASIGNAR_ANSWER,
];
const CAMBIO_EMAIL = entrada();
const ALTA_CREDENCIAL = entrada({
  id: 102,
  usuario: null,
  request_id: 'req-9b01',
  entidad: 'credencial',
  tabla: 'credenciales',
  entidad_id: '5',
  accion: 'INSERT',
  cambios: [
    { campo: 'nombre_portal', antes: null, despues: 'Portal A' },
    { campo: 'password', antes: null, despues: '•••' },
    { campo: 'extra', antes: null, despues: { zona: 'norte' } },
    { campo: 'url', antes: null, despues: '<img src=x onerror=alert(1)>' },
  ],
});

/** Shows the tab at `path` (`width` px wide); the log answers `rows` unless `answer` says otherwise. */
function renderTab(options: {
  path?: string;
  width?: number;
  rows?: EntradaAuditoria[];
  answer?: (call: RecordedCall) => Reply | undefined;
}) {
  const router = createMemoryRouter([{ path: '/ManagementBase', element: <AuditoriaTab /> }], {
    initialEntries: [options.path ?? '/ManagementBase?tab=auditoria'],
  });
  const server = renderWithApi(
    <RouterProvider router={router} />,
    (call) => {
      const own = options.answer?.(call);
      if (own) return own;
      if (call.path === '/api/comerciales/') return { status: 200, body: COMERCIALES };
      if (call.path.startsWith('/api/auditoria/?'))
        return { status: 200, body: page(options.rows ?? [CAMBIO_EMAIL, ALTA_CREDENCIAL]) };
      return { status: 404, body: { detail: 'No encontrado.' } };
    },
    options.width,
  );
  const listPaths = () =>
    server.calls.filter((c) => c.path.startsWith('/api/auditoria/?')).map((c) => c.path);
  return { router, server, listPaths };
}

const cellsOf = (text: string) =>
  within(screen.getByText(text).closest('[role="row"]') as HTMLElement)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

describe('the Auditoría tab', { timeout: 30_000 }, () => {
  it('lists the movements newest first with their date in Madrid, who, what and which request', async () => {
    const { listPaths } = renderTab({});
    expect(await screen.findByText('Email', {}, SLOW)).toBeTruthy();
    expect(cellsOf('Email')).toEqual([
      '04/05/2026 10:30',
      'Ana Jefa',
      'Cliente',
      '12',
      'Cambio',
      'Email',
      'req-7f3a',
    ]);
    expect(cellsOf('4 campos')).toEqual([
      '04/05/2026 10:30',
      'Sistema',
      'Credencial',
      '5',
      'Alta',
      '4 campos',
      'req-9b01',
    ]);
    expect(listPaths()[0]).toBe('/api/auditoria/?page=1&itemsPerPage=25&ordering=-creado_el');
    expect(screen.getByText('2 movimientos')).toBeTruthy();
  });

  it('sends the URL filters to the API and names them in chips', async () => {
    const { listPaths } = renderTab({
      path: '/ManagementBase?tab=auditoria&usuario=3&entidad=cliente&accion=UPDATE&creado_el_after=2026-05-01',
    });
    await screen.findByText('Email', {}, SLOW);
    expect(listPaths()[0]).toBe(
      '/api/auditoria/?usuario=3&entidad=cliente&accion=UPDATE&creado_el_after=2026-05-01&page=1&itemsPerPage=25&ordering=-creado_el',
    );
    const chips = within(screen.getByRole('list', { name: 'Filtros activos' })).getAllByRole('listitem');
    await waitFor(() => expect(chips.map((chip) => chip.textContent)).toContain('Usuario: Ana Jefa'));
    expect(chips.map((chip) => chip.textContent)).toEqual(
      expect.arrayContaining(['Entidad: Cliente', 'Acción: Cambio']),
    );
  });

  it('filters by entity from the panel, keeping the choice in the URL', async () => {
    const user = userEvent.setup();
    const { router, listPaths } = renderTab({});
    await screen.findByText('Email', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtros' }, SLOW);
    await user.click(within(drawer).getByRole('combobox', { name: 'Entidad' }));
    await user.click(await screen.findByRole('option', { name: 'Credencial' }));
    await waitFor(() => expect(router.state.location.search).toContain('entidad=credencial'));
    await waitFor(() => expect(listPaths().at(-1)).toContain('entidad=credencial'));
  });

  it('opens a row to its fields before and after, a secret masked and markup shown as text', async () => {
    const user = userEvent.setup();
    renderTab({});
    await user.click(await screen.findByText('4 campos', {}, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Credencial #5' });
    const table = within(dialog).getByRole('table', { name: 'Cambios de Credencial #5' });
    expect(tableTexts(table)).toEqual([
      ['Campo', 'Antes', 'Después'],
      ['Nombre del portal', '—', 'Portal A'],
      ['Contraseña', '—', '•••'],
      ['Extra', '—', '{\n  "zona": "norte"\n}'],
      ['URL', '—', '<img src=x onerror=alert(1)>'],
    ]);
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(dialog).getByText(/Sistema · tabla credenciales/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Credencial #5' })).toBeNull());
  });

  it('copies a request id without opening the row', async () => {
    const user = userEvent.setup();
    renderTab({});
    await user.click(await screen.findByRole('button', { name: 'Copiar petición req-7f3a' }, SLOW));
    expect(await navigator.clipboard.readText()).toBe('req-7f3a');
    expect(await screen.findByText(/Identificador de petición copiado/)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Cliente #12' })).toBeNull();
  });

  it('exports the filtered log to xlsx through a job', async () => {
    const user = userEvent.setup();
    const { server } = renderTab({
      path: '/ManagementBase?tab=auditoria&entidad=cliente',
      answer: (call) => {
        if (call.path.startsWith('/api/auditoria/download-xlsx/'))
          return { status: 200, body: { task_id: 't1' } };
        if (call.path.startsWith('/api/utils/task-status/'))
          return { status: 200, body: { state: 'STARTED', result: { filename: null, done: 1, total: 3 } } };
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Exportar' }, SLOW));
    expect(await screen.findByText(/Exportando/)).toBeTruthy();
    const started = server.calls.find((call) => call.path.startsWith('/api/auditoria/download-xlsx/'));
    expect(started?.path).toBe('/api/auditoria/download-xlsx/?entidad=cliente');
  });

  it('keeps the date, the entity and the action on a 360 px phone', async () => {
    renderTab({ width: 360 });
    await screen.findAllByText('Cliente', {}, SLOW);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Fecha', 'Entidad', 'Acción']);
  });

  it('says so when no movement matches the filters', async () => {
    renderTab({ path: '/ManagementBase?tab=auditoria&accion=DELETE', rows: [] });
    expect(await screen.findByText('No hay movimientos con estos filtros', {}, SLOW)).toBeTruthy();
  });

  it('shows the load error with a retry', async () => {
    renderTab({
      answer: (call) => (call.path.startsWith('/api/auditoria/') ? { status: 500, body: {} } : undefined),
    });
    expect(
      await screen.findByText('No se ha podido cargar el registro de auditoría.', {}, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
