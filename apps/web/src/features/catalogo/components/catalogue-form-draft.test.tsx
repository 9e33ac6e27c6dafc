import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tarifa } from '@ventas/domain/servicios/tarifa-contract';
import type { FieldValues } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { AVISO_DESFASADO } from '../../../components/form-draft/draft-question-dialog';
import { sessionStore } from '../../../session/session-store';
import { comercialSignInReply } from '../../../test/comercial-sign-in';
import { createFakeServer, stubViewportWidth, type RecordedCall } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import type { CatalogueRow, CatalogueTable } from '../tables/catalogue-table';
import { ORIGENES_TABLE } from '../tables/nombre/origenes.table';
import { TARIFAS_TABLE } from '../tables/tarifas/tarifas.table';
import { CatalogueFormDialog, type FormState } from './catalogue-form-dialog';

/** A tariff as GET tarifas/ answers it, last saved on 10 January. */
const TARIFA: Tarifa = {
  id: 12,
  name: 'Fibra 1 Gb',
  category: 'fixed',
  color: '#1976d2',
  commercial_enrichment: null,
  description_file: null,
  payment_type: 'Mensual',
  price_value: '45.90',
  is_active: true,
  operator: 'MOV',
  segment: 'PARTICULAR',
  promotions: [],
  additional_lines: [],
  svas: [],
  fixed_line_info: null,
  mobile_line_info: null,
  created_on: '2026-01-10T10:00:00Z',
  updated_on: '2026-01-10T10:00:00Z',
};

/** User 4 (comercialSignInReply) signed in; every list the form reads is empty. */
async function signIn() {
  stubViewportWidth(1280);
  const server = createFakeServer((call: RecordedCall) => {
    const signIn = comercialSignInReply(call);
    if (signIn) return signIn;
    if (call.method === 'POST')
      return { status: 201, body: { id: 40, nombre: 'Feria de mayo', timestamp: '2026-01-10T11:00:00Z' } };
    return { status: 200, body: [] };
  });
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: 'comercial', password: 'x' });
  return server;
}

/** The form opened as a page load would open it; `unmount` is the reload. */
function open<Row extends CatalogueRow, Values extends FieldValues, Form>(
  table: CatalogueTable<Row, Values, Form>,
  state: FormState<Row>,
) {
  const onClose = vi.fn();
  const view = render(
    <TestProviders queryClient={createQueryClient()}>
      <CatalogueFormDialog table={table} state={state} onClose={onClose} />
    </TestProviders>,
  );
  return { ...view, onClose };
}

const pregunta = () => screen.queryByRole('dialog', { name: 'Borrador sin guardar' });
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as { draft: unknown } | null;

const NUEVA_TARIFA = 'ventas.borrador.4.catalogo.tarifas.nuevo';
const NUEVO_ORIGEN = 'ventas.borrador.4.catalogo.origenesbd.nuevo';

describe('a catalogue form keeps what was typed through a reload', { timeout: 30_000 }, () => {
  afterEach(() => {
    sessionStore.logout();
    vi.useRealTimers();
  });

  /** The drafts below were written on 10 January 2026: the test runs the next day. */
  const theNextDay = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-11T09:00:00Z'));
  };

  it('offers a new tariff’s draft back when "Nueva tarifa" opens again, and restores it', async () => {
    await signIn();
    const user = userEvent.setup();
    const first = open(TARIFAS_TABLE, { mode: 'create' });
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Fibra 600');
    await waitFor(() => expect(stored(NUEVA_TARIFA)?.draft).toMatchObject({ name: 'Fibra 600' }));
    first.unmount();

    open(TARIFAS_TABLE, { mode: 'create' });
    const question = await screen.findByRole('dialog', { name: 'Borrador sin guardar' });
    expect(question.textContent).toMatch(
      /Hay un borrador sin guardar de \d{2}\/\d{2}\/\d{4}.*¿Recuperarlo\?/,
    );
    expect(question.textContent).not.toContain(AVISO_DESFASADO);
    await user.click(within(question).getByRole('button', { name: 'Recuperar' }));

    await waitFor(() => expect(pregunta()).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveProperty('value', 'Fibra 600');
    // Restored is not saved: closing asks first.
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Hay cambios sin guardar' })).toBeTruthy();
  });

  it('forgets the draft on Descartar, and starts the form empty', async () => {
    await signIn();
    const user = userEvent.setup();
    const first = open(TARIFAS_TABLE, { mode: 'create' });
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Fibra 600');
    await waitFor(() => expect(stored(NUEVA_TARIFA)).not.toBeNull());
    first.unmount();

    open(TARIFAS_TABLE, { mode: 'create' });
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(localStorage.getItem(NUEVA_TARIFA)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveProperty('value', '');
  });

  it('forgets the draft when the form is closed with "Descartar cambios"', async () => {
    await signIn();
    const user = userEvent.setup();
    const { onClose } = open(TARIFAS_TABLE, { mode: 'create' });
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Fibra 600');
    await waitFor(() => expect(stored(NUEVA_TARIFA)).not.toBeNull());
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Descartar cambios' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(NUEVA_TARIFA)).toBeNull();
  });

  it('forgets the draft once the item is saved', async () => {
    const server = await signIn();
    const user = userEvent.setup();
    const { onClose } = open(ORIGENES_TABLE, { mode: 'create' });
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Feria de mayo');
    await waitFor(() => expect(stored(NUEVO_ORIGEN)?.draft).toEqual({ nombre: 'Feria de mayo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const saves = server.calls.filter((call) => call.path.includes('origenesbd'));
    expect(saves.map((call) => call.body)).toEqual([{ nombre: 'Feria de mayo' }]);
    expect(localStorage.getItem(NUEVO_ORIGEN)).toBeNull();
  });

  it.each([
    ['typed over the version it has, without a warning', TARIFA.updated_on, false],
    ['typed before the tariff was saved again, warning so', '2026-01-09T08:00:00Z', true],
  ])('offers an edited tariff’s draft %s', async (_name, base, warns) => {
    theNextDay();
    await signIn();
    const draft = { ...TARIFAS_TABLE.form.fromRow(TARIFA), payment_type: 'Anual' };
    localStorage.setItem(
      'ventas.borrador.4.catalogo.tarifas.12',
      JSON.stringify({ guardadoEl: '2026-01-10T11:00:00Z', base, draft }),
    );
    const user = userEvent.setup();
    open(TARIFAS_TABLE, { mode: 'edit', row: TARIFA });
    const question = await screen.findByRole('dialog', { name: 'Borrador sin guardar' });
    expect(question.textContent).toContain('Hay un borrador sin guardar de 10/01/2026 12:00. ¿Recuperarlo?');
    expect(question.textContent?.includes(AVISO_DESFASADO)).toBe(warns);
    await user.click(within(question).getByRole('button', { name: 'Recuperar' }));
    expect(await screen.findByRole('textbox', { name: 'Tipo de pago' })).toHaveProperty('value', 'Anual');
  });

  it('neither offers nor keeps a draft where the form only shows (a Manager reads the catalogue)', async () => {
    theNextDay();
    await signIn();
    const draft = { ...TARIFAS_TABLE.form.fromRow(TARIFA), payment_type: 'Anual' };
    const raw = JSON.stringify({ guardadoEl: '2026-01-10T11:00:00Z', base: TARIFA.updated_on, draft });
    localStorage.setItem('ventas.borrador.4.catalogo.tarifas.12', raw);
    open(TARIFAS_TABLE, { mode: 'view', row: TARIFA });
    await screen.findByRole('dialog', { name: /^Tarifa/ });
    expect(pregunta()).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Tipo de pago' })).toHaveProperty('value', 'Mensual');
  });
});
