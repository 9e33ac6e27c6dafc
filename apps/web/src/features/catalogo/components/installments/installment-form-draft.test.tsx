import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Installment } from '@ventas/domain/servicios/installment-contract';
import type { Terminal } from '@ventas/domain/servicios/terminal-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../api/query-client';
import { AVISO_DESFASADO } from '../../../../components/form-draft/draft-question-dialog';
import { sessionStore } from '../../../../session/session-store';
import { comercialSignInReply } from '../../../../test/comercial-sign-in';
import { createFakeServer, stubViewportWidth, type RecordedCall } from '../../../../test/fake-server';
import { TestProviders } from '../../../../test/test-providers';
import { InstallmentsDialog } from './installments-dialog';

const TERMINAL: Terminal = {
  id: 7,
  name: 'Galaxy A',
  brand: null,
  description: null,
  page_url: null,
  seguro: null,
  price: '400.00',
  devices: null,
  is_active: true,
  operator: 'A',
  created_on: '2026-01-05T10:00:00Z',
  updated_on: '2026-01-05T10:00:00Z',
};

/** The device's plan on tariff 12, last saved on 10 January. */
const PLAN: Installment = {
  id: 31,
  initial_price: '0.00',
  month_price: '15.00',
  final_price: '50.00',
  cuotas: 24,
  object_id: 12,
  tariff_name: 'Fibra 1 Gb',
  terminal__id: 7,
  terminal__name: 'Galaxy A',
  installment_type: 'tarifa',
  is_active: true,
  created_on: '2026-01-10T10:00:00Z',
  updated_on: '2026-01-10T10:00:00Z',
};

const NUEVO = 'ventas.borrador.4.catalogo.installments.7.nuevo';
const DEL_PLAN = 'ventas.borrador.4.catalogo.installments.7.31';

/** User 4 signed in; the device has PLAN; a save answers the plan as sent. */
async function signIn() {
  stubViewportWidth(1280);
  const server = createFakeServer((call: RecordedCall) => {
    const signIn = comercialSignInReply(call);
    if (signIn) return signIn;
    if (call.method === 'PUT') return { status: 200, body: PLAN };
    if (call.path.startsWith('/api/servicios/installments-terminal/7/')) return { status: 200, body: [PLAN] };
    if (call.path.startsWith('/api/servicios/operadores/'))
      return { status: 200, body: [{ codigo: 'A', nombre: 'Operador A', grupo: 'A', terminales_de: null }] };
    if (call.path.startsWith('/api/servicios/tariff-adicionales-drop-down/'))
      return {
        status: 200,
        body: { tarifas: [{ id: 12, name: 'Fibra 1 Gb', operator: 'A' }], adicionales: [] },
      };
    return { status: 200, body: [] };
  });
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: 'comercial', password: 'x' });
  return server;
}

/** The device's Cuotas opened as a page load would open it; `unmount` is the reload. */
function open() {
  const onClose = vi.fn();
  const view = render(
    <TestProviders queryClient={createQueryClient()}>
      <InstallmentsDialog terminal={TERMINAL} canWrite onClose={onClose} />
    </TestProviders>,
  );
  return { ...view, onClose };
}

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as { draft: unknown } | null;
const cuota = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Cuota mensual' });
const editarPlan = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(await screen.findByRole('button', { name: 'Editar cuota de Fibra 1 Gb' }));

describe('a device’s instalment plan keeps what was typed (decision 220)', { timeout: 30_000 }, () => {
  afterEach(() => {
    sessionStore.logout();
    vi.useRealTimers();
  });

  it('offers a new plan’s draft back when the device’s Cuotas open again, and restores it', async () => {
    await signIn();
    const user = userEvent.setup();
    const first = open();
    await user.type(cuota(), '12,50');
    await waitFor(() => expect(stored(NUEVO)?.draft).toMatchObject({ month_price: '12,50' }));
    first.unmount();

    open();
    const question = await screen.findByRole('dialog', { name: 'Borrador sin guardar' });
    expect(question.textContent).not.toContain(AVISO_DESFASADO);
    await user.click(within(question).getByRole('button', { name: 'Recuperar' }));
    await waitFor(() => expect(cuota().value).toBe('12,50'));
  });

  it('asks before Cerrar drops a typed plan, and "Descartar cambios" forgets its draft', async () => {
    await signIn();
    const user = userEvent.setup();
    const { onClose } = open();
    await user.type(cuota(), '12,50');
    await waitFor(() => expect(stored(NUEVO)).not.toBeNull());

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hay cambios sin guardar' });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Descartar cambios' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(NUEVO)).toBeNull();
  });

  it('closes an untouched form at once', async () => {
    await signIn();
    const user = userEvent.setup();
    const { onClose } = open();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Hay cambios sin guardar' })).toBeNull();
  });

  it('keeps an edited plan’s draft per plan, and forgets it once saved', async () => {
    const server = await signIn();
    const user = userEvent.setup();
    const first = open();
    await editarPlan(user);
    await user.clear(cuota());
    await user.type(cuota(), '12,50');
    await waitFor(() =>
      expect(stored(DEL_PLAN)?.draft).toMatchObject({ month_price: '12,50', cuotas: '24' }),
    );
    expect(localStorage.getItem(NUEVO)).toBeNull();
    first.unmount();

    open();
    await editarPlan(user);
    await user.click(await screen.findByRole('button', { name: 'Recuperar' }));
    await waitFor(() => expect(cuota().value).toBe('12,50'));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(server.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      month_price: '12.50',
      cuotas: 24,
    });
    await waitFor(() => expect(localStorage.getItem(DEL_PLAN)).toBeNull());
  });

  it('asks before "Cancelar edición" drops an edited plan, and forgets its draft', async () => {
    await signIn();
    const user = userEvent.setup();
    open();
    await editarPlan(user);
    await user.clear(cuota());
    await user.type(cuota(), '12,50');
    await waitFor(() => expect(stored(DEL_PLAN)).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Cancelar edición' }));
    await user.click(await screen.findByRole('button', { name: 'Descartar cambios' }));
    expect(localStorage.getItem(DEL_PLAN)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar edición' })).toBeNull();
  });

  it('warns when the plan was saved after its draft was typed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-11T09:00:00Z'));
    await signIn();
    const draft = {
      installment_type: 'tarifa',
      object_id: '12',
      initial_price: '0,00',
      month_price: '11,00',
      final_price: '50,00',
      cuotas: '24',
    };
    localStorage.setItem(
      DEL_PLAN,
      JSON.stringify({ guardadoEl: '2026-01-10T09:00:00Z', base: '2026-01-09T08:00:00Z', draft }),
    );
    const user = userEvent.setup();
    open();
    await editarPlan(user);
    const question = await screen.findByRole('dialog', { name: 'Borrador sin guardar' });
    expect(question.textContent).toContain('Hay un borrador sin guardar de 10/01/2026 10:00. ¿Recuperarlo?');
    expect(question.textContent).toContain(AVISO_DESFASADO);
  });
});
