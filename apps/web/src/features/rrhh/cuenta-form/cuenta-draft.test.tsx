import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { huella } from '../../../components/form-draft/draft-storage';
import { AVISO_DESFASADO } from '../../../components/form-draft/draft-question-dialog';
import { sessionStore } from '../../../session/session-store';
import { comercialSignInReply } from '../../../test/comercial-sign-in';
import { createFakeServer, stubViewportWidth } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { ROL_OPTIONS } from '../cuenta-options';
import { cuenta, LOCALIDADES_28013 } from '../test/rrhh-fixtures';
import { cuentaValuesOf, type CuentaFormValues } from './cuenta-form-values';
import { CuentaDialog } from './cuenta-dialog';

/** Signed in as user 4; the account form opened as a page load opens it (`unmount`: a reload). */
async function signIn() {
  stubViewportWidth(1280);
  const server = createFakeServer((call) => {
    if (call.path.startsWith('/api/utils/localidades-from-cp/'))
      return { status: 200, body: LOCALIDADES_28013 };
    return comercialSignInReply(call) ?? { status: 200, body: [] };
  });
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: 'comercial', password: 'x' });
}
const open = (existing: ReturnType<typeof cuenta> | null) =>
  render(
    <TestProviders queryClient={createQueryClient()}>
      <CuentaDialog cuenta={existing} rolOptions={ROL_OPTIONS.slice(1)} onClose={() => {}} />
    </TestProviders>,
  );

const NUEVA = 'ventas.borrador.4.cuenta.nuevo';
const stored = (key: string) =>
  JSON.parse(localStorage.getItem(key) ?? 'null') as { base: string | null; draft: CuentaFormValues } | null;

describe('the account form keeps what was typed through a reload', { timeout: 30_000 }, () => {
  afterEach(() => {
    sessionStore.logout();
    vi.useRealTimers();
  });

  it('never keeps the passwords or the IBAN, and restores the rest of a new account', async () => {
    await signIn();
    const user = userEvent.setup();
    const first = open(null);
    await user.type(screen.getByRole('textbox', { name: /Usuario/ }), 'nuevo');
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'ES9121000418450200051332');
    await user.type(screen.getByLabelText(/Contraseña inicial/), 'una-clave-larga');
    await user.type(screen.getByLabelText(/Repita la contraseña/), 'una-clave-larga');
    await waitFor(() => expect(stored(NUEVA)?.draft.username).toBe('nuevo'));
    await waitFor(() => expect(stored(NUEVA)?.draft.password2).toBe(''));
    expect(stored(NUEVA)?.draft).toMatchObject({ password: '', password2: '', iban: '' });
    expect(localStorage.getItem(NUEVA)).not.toMatch(/una-clave|ES91/);
    first.unmount();

    open(null);
    const question = await screen.findByRole('dialog', { name: 'Borrador sin guardar' });
    await user.click(within(question).getByRole('button', { name: 'Recuperar' }));
    expect(await screen.findByRole('textbox', { name: /Usuario/ })).toHaveProperty('value', 'nuevo');
    expect(screen.getByLabelText(/Contraseña inicial/)).toHaveProperty('value', '');
  });

  it('keeps no draft of passwords alone: a password typed is no draft', async () => {
    await signIn();
    const user = userEvent.setup();
    open(null);
    await user.type(screen.getByLabelText(/Contraseña inicial/), 'una-clave-larga');
    // Longer than the pause before a draft is written.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(localStorage.getItem(NUEVA)).toBeNull();
  });

  it.each([
    ['as it was when the draft was typed', {}, false],
    ['changed since by someone else', { talla: 'XL' }, true],
  ])('offers an edited account’s draft over the account %s', async (_name, cambio, warns) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-03T09:00:00Z'));
    await signIn();
    const antes = cuentaValuesOf(cuenta());
    localStorage.setItem(
      'ventas.borrador.4.cuenta.7',
      JSON.stringify({
        guardadoEl: '2026-03-02T17:30:00Z',
        base: huella(antes),
        draft: { ...antes, email: 'nueva@example.com' },
      }),
    );
    const user = userEvent.setup();
    open(cuenta(cambio));
    const question = await screen.findByRole('dialog', { name: 'Borrador sin guardar' });
    expect(question.textContent).toContain('Hay un borrador sin guardar de 02/03/2026 18:30. ¿Recuperarlo?');
    expect(question.textContent?.includes(AVISO_DESFASADO)).toBe(warns);
    await user.click(within(question).getByRole('button', { name: 'Recuperar' }));
    expect(await screen.findByRole('textbox', { name: 'Correo electrónico' })).toHaveProperty(
      'value',
      'nueva@example.com',
    );
  });
});
