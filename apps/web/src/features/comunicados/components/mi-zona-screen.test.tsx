import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Comunicado } from '@ventas/domain/cuentas/cuentas-contract';
import dayjs from 'dayjs';
import { createQueryClient } from '../../../api/query-client';
import { communicatesQuery } from '../api/communicates-query';
import { countUnreadToday } from '../unread-today';
import { createFakeServer, stubViewportWidth, type Reply } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { MiZonaScreen } from './mi-zona-screen';

const hoy = new Date().toISOString();

function comunicados(): Comunicado[] {
  return [
    {
      id: 1,
      message_title: 'Formación',
      message_body: 'Jueves',
      priority: 'LOW',
      created_on: '2026-01-05T09:00:00Z',
      is_read: true,
    },
    {
      id: 2,
      message_title: 'Nuevas tarifas',
      message_body: 'Fibra de 1 Gb',
      priority: 'HIGH',
      created_on: hoy,
      is_read: false,
    },
    {
      id: 3,
      message_title: 'Cierre de mes',
      message_body: 'Actualizad\nlas ofertas',
      priority: 'MEDIUM',
      created_on: '2026-01-02T09:00:00Z',
      is_read: false,
    },
  ];
}

/** Mi zona and the top bar's user menu over a fake API that keeps the read flags. */
function renderMiZona(
  options: { list?: Comunicado[]; setRead?: (id: number) => Reply; list500?: boolean } = {},
) {
  stubViewportWidth(360);
  const list = options.list ?? comunicados();
  const server = createFakeServer((call) => {
    if (call.path === '/api/cuentas/communicates/')
      return options.list500 ? { status: 500, body: { detail: 'x' } } : { status: 200, body: list };
    const id = (call.body as { id: number }).id;
    if (options.setRead) return options.setRead(id);
    const item = list.find((c) => c.id === id)!;
    item.is_read = true;
    return { status: 200, body: item };
  });
  vi.stubGlobal('fetch', server.fetch);
  const queryClient = createQueryClient();
  render(
    <TestProviders queryClient={queryClient}>
      <MiZonaScreen />
    </TestProviders>,
  );
  const setReads = () => server.calls.filter((call) => call.method === 'POST').map((call) => call.body);
  // What the top bar's badge shows: today's unread in the same query (app/layout/user-menu.tsx).
  const badge = () => countUnreadToday(queryClient.getQueryData(communicatesQuery.queryKey) ?? [], dayjs());
  return { setReads, badge };
}

const titulos = () =>
  screen
    .getAllByRole('button', { expanded: false })
    .filter((b) => b.closest('.MuiAccordion-root'))
    .map((b) => b.textContent);

describe('MiZonaScreen', () => {
  it('lists the unread first, then newest, with the priority in Spanish', async () => {
    renderMiZona();

    await screen.findByText('Nuevas tarifas');
    const region = screen.getByRole('region', { name: 'Comunicados recibidos' });
    const rows = within(region)
      .getAllByRole('button')
      .map((b) => b.textContent ?? '');
    expect(rows[0]).toMatch(/^AltaNuevas tarifasNo leído/);
    expect(rows[1]).toMatch(/^MediaCierre de mesNo leído02\/01\/2026 10:00$/);
    expect(rows[2]).toBe('BajaFormación05/01/2026 10:00');
    expect(titulos()).toHaveLength(3);
  });

  it('marks an unread one read when opened by keyboard, shows its body and clears the badge', async () => {
    const user = userEvent.setup();
    const { setReads, badge } = renderMiZona();
    const nuevas = await screen.findByRole('button', { name: /Nuevas tarifas/ });
    expect(badge()).toBe(1);

    nuevas.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Fibra de 1 Gb')).toBeTruthy();
    expect(setReads()).toEqual([{ id: 2 }]);
    await vi.waitFor(() => expect(badge()).toBe(0));
    // It keeps its place while the screen is open, now without the unread mark.
    const region = screen.getByRole('region', { name: 'Comunicados recibidos' });
    expect(within(region).getAllByRole('button')[0]!.textContent).not.toMatch(/No leído/);
  });

  it('does not mark again one already read', async () => {
    const user = userEvent.setup();
    const { setReads } = renderMiZona();

    await user.click(await screen.findByRole('button', { name: /Formación/ }));

    expect(await screen.findByText('Jueves')).toBeTruthy();
    expect(setReads()).toEqual([]);
  });

  it('tells the user when marking fails and keeps it unread', async () => {
    const user = userEvent.setup();
    renderMiZona({ setRead: () => ({ status: 404, body: { detail: 'Comunicado no encontrado.' } }) });

    await user.click(await screen.findByRole('button', { name: /Cierre de mes/ }));

    expect(await screen.findByText(/Error al marcar el comunicado como leído/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Cierre de mes/ }).textContent).toMatch(/No leído/);
  });

  it('shows markup in a body as the text it is, never as HTML', async () => {
    const user = userEvent.setup();
    const hostil = '<img src=x onerror=alert(1)>';
    const list = comunicados();
    list[0]!.message_body = `Hola\n${hostil}`;
    renderMiZona({ list });

    await user.click(await screen.findByRole('button', { name: /Formación/ }));

    expect(await screen.findByText(hostil, { exact: false })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('says so when there are none', async () => {
    renderMiZona({ list: [] });
    expect(await screen.findByText('No tiene comunicados.')).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    renderMiZona({ list500: true });
    expect(await screen.findByText('Error al cargar los comunicados')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
