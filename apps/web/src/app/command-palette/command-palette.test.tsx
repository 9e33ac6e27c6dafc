import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../session/session-store';
import { cliente, loginAs, page, renderPalette } from './palette-test-setup';

const PLACEHOLDER = 'Buscar clientes, pantallas…';
const palette = () => screen.findByRole('dialog', { name: 'Buscar en la aplicación' });
const input = () => screen.findByRole('combobox', { name: PLACEHOLDER });

const ANA = cliente(41, 'Ana García', '612345678', '12345678Z');
const ANTONIO = cliente(42, 'Antonio Gil', '612345679');

describe('command palette: opening and closing', () => {
  afterEach(() => sessionStore.logout());

  it('opens with Ctrl+K from anywhere, even inside a text field, and Esc returns focus', async () => {
    await loginAs({ id: 3, rolId: 4 });
    renderPalette();
    const user = userEvent.setup();
    const guardar = screen.getByRole('button', { name: 'Guardar' });
    guardar.focus();

    await user.keyboard('{Control>}k{/Control}');
    const combobox = await input();
    await waitFor(() => expect(document.activeElement).toBe(combobox));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(guardar);

    await user.click(screen.getByRole('textbox', { name: 'Notas' }));
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await palette()).toBeTruthy();
  });

  it('opens with "/" outside a text field, while inside one "/" is only typed', async () => {
    await loginAs({ id: 3, rolId: 4 });
    renderPalette();
    const user = userEvent.setup();
    const notas = screen.getByRole('textbox', { name: 'Notas' });

    await user.type(notas, 'a/b');
    expect((notas as HTMLInputElement).value).toBe('a/b');
    expect(screen.queryByRole('dialog')).toBeNull();

    screen.getByRole('button', { name: 'Guardar' }).focus();
    await user.keyboard('/');
    expect(await palette()).toBeTruthy();
    const combobox = await input();
    await waitFor(() => expect(document.activeElement).toBe(combobox));
    expect((combobox as HTMLInputElement).value).toBe('');
  });
});

describe('command palette: customers', () => {
  afterEach(() => sessionStore.logout());

  it('searches the typed phone with the top-bar search and Enter opens the customer in Teletrabajo', async () => {
    const { searches } = await loginAs({ id: 3, rolId: 3 }, () => page([ANA]));
    const { location } = renderPalette('/dashBoard');
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await input(), '612345678');

    const group = await screen.findByRole('group', { name: 'Clientes' });
    const option = within(group).getByRole('option', { name: /Ana García/ });
    expect(option.textContent).toBe('Ana García612345678 · 12345678Z');
    // Debounced: one request for the whole number, not one per digit.
    expect(searches()).toEqual(['/api/clientes/entradas/?search=612345678&itemsPerPage=8']);

    await user.keyboard('{Enter}');
    expect(location()).toBe('/teletrabajo?cliente=41&modo=view');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('moves the highlight with the arrows (wrapping) and opens the highlighted customer', async () => {
    await loginAs({ id: 3, rolId: 3 }, () => page([ANA, ANTONIO]));
    // On Teletrabajo the list keeps its own filters behind the dialog.
    const { location } = renderPalette('/teletrabajo?estado=NUEVO');
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const combobox = await input();
    await user.type(combobox, 'an');
    const antonio = await screen.findByRole('option', { name: /Antonio Gil/ });
    const ana = screen.getByRole('option', { name: /Ana García/ });
    expect(combobox.getAttribute('aria-activedescendant')).toBe(ana.id);

    await user.keyboard('{ArrowDown}');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(antonio.id);
    expect(antonio.getAttribute('aria-selected')).toBe('true');
    expect(ana.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(ana.id);
    await user.keyboard('{ArrowUp}');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(antonio.id);

    await user.keyboard('{Enter}');
    expect(location()).toBe('/teletrabajo?estado=NUEVO&cliente=42&modo=view');
  });

  it('says "No se pudo buscar" when the search fails, and "Sin resultados" when nothing matches', async () => {
    await loginAs({ id: 3, rolId: 3 }, (call) =>
      call.path.includes('search=roto') ? { status: 400, body: { detail: 'x' } } : page([]),
    );
    renderPalette();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const combobox = await input();

    await user.type(combobox, 'roto');
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo buscar');

    await user.clear(combobox);
    await user.type(combobox, 'zzzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sin resultados'));
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("never shows an earlier text's late answer over the later text's results", async () => {
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const { searches } = await loginAs({ id: 3, rolId: 3 }, async (call) => {
      if (call.path.includes('search=ana&')) {
        await firstHeld;
        return page([ANA]);
      }
      return page([ANTONIO]);
    });
    renderPalette();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const combobox = await input();
    await user.type(combobox, 'ana');
    expect((await screen.findByRole('status')).textContent).toBe('Buscando clientes…');
    await waitFor(() => expect(searches()).toEqual(['/api/clientes/entradas/?search=ana&itemsPerPage=8']));

    await user.clear(combobox);
    await user.type(combobox, 'anto');
    expect(await screen.findByRole('option', { name: /Antonio Gil/ })).toBeTruthy();
    releaseFirst();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Antonio Gil612345679',
    ]);
  });
});
