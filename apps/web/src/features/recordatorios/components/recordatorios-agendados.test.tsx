import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgendadoView } from '@ventas/domain/telework/atenciones-contract';
import { sessionStore } from '../../../session/session-store';
import { createFakeServer, type RecordedCall } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { RecordatoriosAgendados } from './recordatorios-agendados';
import { agendadoRow } from '../../../test/agendado-fixture';

const MINUTO = 60_000;

function agendado(id: number, nombre: string, fecha: Date, extra: Partial<AgendadoView> = {}): AgendadoView {
  const fila = agendadoRow(id, { fechaAgendado: fecha.toISOString(), ...extra });
  return { ...fila, cliente: { ...fila.cliente, nombre } };
}

interface Api {
  overdue: () => AgendadoView[];
  proximos: () => AgendadoView[];
  /** A Manager's read of everyone's due callbacks (no `comercial=`). */
  equipo?: () => AgendadoView[];
  rolId?: number;
  falla?: boolean;
}

async function abrir(api: Api) {
  const server = createFakeServer((call: RecordedCall) => {
    if (call.path === '/api/token/') return { status: 200, body: { access: 'a', refresh: 'r' } };
    if (call.path === '/api/cuentas/detalle/')
      return {
        status: 200,
        body: {
          id: 4,
          username: 'carlos',
          nombre_completo: 'Carlos Comercial',
          isAdmin: false,
          rol: { id: api.rolId ?? 4 },
          tenant_groups: [{ name: 'A' }],
          tipo_comercial: 'INTERNO',
        },
      };
    if (call.path.startsWith('/api/clientes/agendados/')) {
      if (api.falla) return { status: 500, body: { detail: 'Error interno' } };
      if (call.path.startsWith('/api/clientes/agendados/cuenta/'))
        return { status: 200, body: { count: api.overdue().length } };
      if (call.path === '/api/clientes/agendados/?range=overdue' && api.equipo)
        return { status: 200, body: api.equipo() };
      return { status: 200, body: call.path.includes('range=overdue') ? api.overdue() : api.proximos() };
    }
    if (call.method === 'PUT') {
      const id = Number(/agendado\/(\d+)\//.exec(call.path)?.[1]);
      const fila = [...api.overdue(), ...api.proximos()].find((a) => a.id === id);
      return { status: 200, body: { ...fila, ...(call.body as object) } };
    }
    if (call.path === '/api/utils/opciones/') return { status: 200, body: {} };
    return { status: 200, body: [] };
  });
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: 'carlos', password: 'x' });
  const router = createMemoryRouter(
    [
      { path: '/', element: <RecordatoriosAgendados /> },
      { path: '/teletrabajo', element: <p>Ficha del cliente</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const lecturas = () => server.calls.filter((c) => c.path.startsWith('/api/clientes/agendados/'));
  const puts = () => server.calls.filter((c) => c.method === 'PUT');
  return { user: userEvent.setup(), lecturas, puts, router };
}

afterEach(() => sessionStore.logout());

describe('the callbacks bell (issue 31 §1)', () => {
  it('counts the due ones, lists them with phone and notes, and postpones one 15 minutes', async () => {
    const ahora = Date.now();
    const vencidos = [
      agendado(1, 'Ana Ruiz', new Date(ahora - 90 * MINUTO), { notas: 'Quiere fibra' }),
      agendado(2, 'Luis Gil', new Date(ahora - 5 * MINUTO)),
    ];
    const futuro = agendado(3, 'Eva Sanz', new Date(ahora + 3 * 60 * MINUTO));
    const { user, puts, lecturas } = await abrir({
      overdue: () => vencidos,
      proximos: () => [vencidos[1]!, futuro],
    });

    const campana = await screen.findByRole('button', { name: 'Agendados vencidos: 2' });
    // A Comercial's reads name no commercial: the server scopes them to their own.
    expect(
      lecturas()
        .map((c) => c.path)
        .sort(),
    ).toEqual(['/api/clientes/agendados/?range=3days', '/api/clientes/agendados/cuenta/?range=overdue']);
    await user.click(campana);
    const panel = await screen.findByRole('dialog', { name: 'Agendados vencidos' });
    const items = within(panel).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('link', { name: /Ruiz|Gil|Sanz/ }).textContent),
    ).toEqual(['Ana Ruiz', 'Luis Gil']);
    expect(within(items[0]!).getByText('Quiere fibra')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'Llamar al 600111222' }).getAttribute('href')).toBe(
      'tel:+34600111222',
    );

    const antes = lecturas().length;
    await user.click(within(panel).getByRole('button', { name: 'Posponer 15 min el agendado de Ana Ruiz' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const nueva = Date.parse((puts()[0]!.body as { fechaAgendado: string }).fechaAgendado);
    expect(puts()[0]!.path).toBe('/api/atenciones/agendado/1/');
    // Fifteen minutes from the click, to the minute.
    expect(nueva % MINUTO).toBe(0);
    expect(nueva - Date.now()).toBeGreaterThan(13 * MINUTO);
    expect(nueva - Date.now()).toBeLessThanOrEqual(15 * MINUTO);
    expect(await screen.findByText(/Agendado cambiado de fecha correctamente!/)).toBeTruthy();
    // Every list of callbacks is read again, the bell's too.
    await waitFor(() => expect(lecturas().length).toBeGreaterThan(antes));
  });

  it('asks a Manager’s own callbacks, and shows the team’s by commercial with the way to move them', async () => {
    const hace = (min: number) => new Date(Date.now() - min * MINUTO);
    const suyo = agendado(1, 'Ana Ruiz', hace(20), {
      comercial: { id: 4, nombre_completo: 'Marta Manager' },
    });
    const deCarlos = { id: 5, nombre_completo: 'Carlos Comercial' };
    const deBea = { id: 6, nombre_completo: 'Bea Sanz' };
    const { user, lecturas } = await abrir({
      overdue: () => [suyo],
      proximos: () => [],
      equipo: () => [
        suyo,
        agendado(2, 'Luis Gil', hace(30), { comercial: deBea }),
        agendado(3, 'Eva Sanz', hace(40), { comercial: deCarlos }),
        agendado(4, 'Juan Paz', hace(50), { comercial: deCarlos }),
      ],
      rolId: 3,
    });
    const campana = await screen.findByRole('button', { name: 'Agendados vencidos: 1' });
    expect(
      lecturas()
        .map((c) => c.path)
        .sort(),
    ).toEqual([
      '/api/clientes/agendados/?range=3days&comercial=4',
      '/api/clientes/agendados/cuenta/?range=overdue&comercial=4',
    ]);
    await user.click(campana);
    const panel = await screen.findByRole('dialog', { name: 'Agendados vencidos' });
    const equipo = await within(panel).findByRole('list', { name: 'Vencidos de su equipo' });
    expect(
      within(equipo)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Carlos Comercial: 2', 'Bea Sanz: 1']);
    expect(within(panel).getByRole('link', { name: 'Moverlos en Gerencia' }).getAttribute('href')).toBe(
      '/gerencia/comerciales',
    );
  });

  it('lists the oldest 20 and says how many there are in all', async () => {
    const muchos = Array.from({ length: 25 }, (_, k) =>
      agendado(k + 1, `Cliente ${k + 1}`, new Date(Date.now() - (100 - k) * MINUTO)),
    );
    const { user } = await abrir({ overdue: () => muchos, proximos: () => [] });
    await user.click(await screen.findByRole('button', { name: 'Agendados vencidos: 25' }));
    const panel = await screen.findByRole('dialog', { name: 'Agendados vencidos' });
    const lista = await within(panel).findByRole('list', { name: 'Agendados vencidos' });
    expect(within(lista).getAllByRole('listitem')).toHaveLength(20);
    expect(within(lista).getAllByRole('listitem')[0]!.textContent).toContain('Cliente 1');
    expect(within(panel).getByText('Mostrando los 20 más antiguos de 25')).toBeTruthy();
  });

  it('says when there is nothing due, and when the list fails, with a retry', async () => {
    const api: Api = { overdue: () => [], proximos: () => [], falla: true };
    const { user, lecturas } = await abrir(api);
    const campana = await screen.findByRole('button', { name: 'Agendados vencidos: 0' });
    await user.click(campana);
    const panel = await screen.findByRole('dialog', { name: 'Agendados vencidos' });
    expect(await within(panel).findByText('No se pudieron cargar los agendados')).toBeTruthy();
    api.falla = false;
    const antes = lecturas().length;
    await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await within(panel).findByText('No tiene agendados vencidos')).toBeTruthy();
    expect(lecturas().length).toBeGreaterThan(antes);
  });
});

describe('the notice of a callback that falls due (issue 31 §1)', () => {
  it('appears on its own when the time comes, not for those already due at sign-in, and closes when done', async () => {
    const ahora = Date.now();
    const yaVencido = agendado(1, 'Ana Ruiz', new Date(ahora - 30 * MINUTO));
    const pronto = agendado(2, 'Luis Gil', new Date(ahora + 1_500), { notas: 'Llamar a la hora de comer' });
    const { user, puts } = await abrir({ overdue: () => [yaVencido], proximos: () => [pronto] });

    await screen.findByRole('button', { name: 'Agendados vencidos: 1' });
    expect(screen.queryByRole('alertdialog', { name: 'Agendado para ahora' })).toBeNull();

    // No new read of the list is needed: the tab's own clock brings it.
    const aviso = await screen.findByRole('alertdialog', { name: 'Agendado para ahora' }, { timeout: 5_000 });
    expect(within(aviso).getByRole('link', { name: 'Luis Gil' })).toBeTruthy();
    expect(within(aviso).getByText('Llamar a la hora de comer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agendados vencidos: 2' })).toBeTruthy();

    await user.click(
      within(aviso).getByRole('button', { name: 'Marcar como hecho el agendado de Luis Gil' }),
    );
    await waitFor(() =>
      expect(puts().map((c) => [c.path, c.body])).toEqual([
        ['/api/atenciones/agendado/2/', { estado: 'REALIZADO' }],
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Agendado para ahora' })).toBeNull(),
    );
  });

  it('opens the customer from the notice', async () => {
    const pronto = agendado(2, 'Luis Gil', new Date(Date.now() + 1_000));
    const { user, router } = await abrir({ overdue: () => [], proximos: () => [pronto] });
    const aviso = await screen.findByRole('alertdialog', { name: 'Agendado para ahora' }, { timeout: 5_000 });
    await user.click(within(aviso).getByRole('link', { name: 'Luis Gil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teletrabajo'));
    expect(router.state.location.search).toBe('?cliente=102&modo=view');
  });
});
