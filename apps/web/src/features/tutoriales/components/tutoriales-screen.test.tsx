import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Tutorial } from '@ventas/domain/tutoriales/tutoriales-contract';
import { createQueryClient } from '../../../api/query-client';
import { sessionStore } from '../../../session/session-store';
import { createFakeServer, stubViewportWidth, type Reply } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { TutorialesScreen } from './tutoriales-screen';

const tutorial = (id: number, titulo: string, orden: number): Tutorial => ({
  id,
  titulo,
  descripcion: `Sobre ${titulo}`,
  video_url: `https://vimeo.com/${id}`,
  orden,
});
const TRES = [tutorial(1, 'CRM', 1), tutorial(2, 'Ofertas', 2), tutorial(3, 'Calculadora', 3)];
const ROLES = { admin: 2, comercial: 4 } as const;

interface Opciones {
  rol?: keyof typeof ROLES;
  lista?: () => Reply;
  escribir?: () => Reply;
}

/** The screen signed in as `rol`, over a fake API whose GET answers `lista`. */
async function renderScreen({
  rol = 'admin',
  lista = () => ({ status: 200, body: TRES }),
  escribir,
}: Opciones = {}) {
  stubViewportWidth(360);
  const server = createFakeServer((call) => {
    if (call.path === '/api/token/') return { status: 200, body: { access: 'a', refresh: 'r' } };
    if (call.path === '/api/cuentas/detalle/')
      return {
        status: 200,
        body: {
          id: 9,
          username: rol,
          nombre_completo: rol,
          rol: { id: ROLES[rol] },
          isAdmin: false,
          tenant_groups: [{ name: 'A' }],
        },
      };
    if (call.path === '/api/tutoriales/' && call.method === 'GET') return lista();
    if (!call.path.startsWith('/api/tutoriales/')) return { status: 200, body: [] };
    if (escribir) return escribir();
    if (call.path === '/api/tutoriales/orden/') {
      const ids = (call.body as { ids: number[] }).ids;
      return { status: 200, body: ids.map((id, i) => ({ ...TRES.find((t) => t.id === id)!, orden: i + 1 })) };
    }
    return call.method === 'DELETE' ? { status: 204 } : { status: 201, body: TRES[0] };
  });
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: rol, password: 'x' });
  render(
    <TestProviders queryClient={createQueryClient()}>
      <TutorialesScreen />
    </TestProviders>,
  );
  const escrituras = () =>
    server.calls.filter((call) => call.method !== 'GET' && call.path.startsWith('/api/tutoriales/'));
  const lecturas = () =>
    server.calls.filter((call) => call.method === 'GET' && call.path === '/api/tutoriales/');
  return { escrituras, lecturas };
}

const titulos = () =>
  within(screen.getByRole('list', { name: 'Tutoriales' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('TutorialesScreen', () => {
  it('lists the tutorials in order, each video opening in a new tab without access to this one', async () => {
    await renderScreen({ rol: 'comercial' });
    expect(await screen.findByRole('heading', { name: 'CRM' })).toBeTruthy();
    expect(titulos()).toEqual(['CRM', 'Ofertas', 'Calculadora']);
    expect(screen.getByText('Sobre Ofertas')).toBeTruthy();
    const enlace = screen.getByRole('link', { name: 'Ver vídeo: Ofertas (se abre en una pestaña nueva)' });
    expect(enlace.getAttribute('href')).toBe('https://vimeo.com/2');
    expect(enlace.getAttribute('target')).toBe('_blank');
    expect(enlace.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.querySelector('iframe, script[src]')).toBeNull();
  });

  it('gives a Comercial no add, edit, remove or move button', async () => {
    await renderScreen({ rol: 'comercial' });
    await screen.findByRole('heading', { name: 'CRM' });
    expect(screen.queryByRole('button', { name: 'Añadir tutorial' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Subir|Bajar|Editar|Borrar) / })).toBeNull();
  });

  it('says when there are no tutorials yet', async () => {
    await renderScreen({ rol: 'comercial', lista: () => ({ status: 200, body: [] }) });
    expect(await screen.findByText('Aún no hay tutoriales.')).toBeTruthy();
  });

  it('says when the list failed and asks again on Reintentar', async () => {
    const { lecturas } = await renderScreen({ lista: () => ({ status: 500, body: { detail: 'x' } }) });
    expect(await screen.findByText('No se han podido cargar los tutoriales.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await vi.waitFor(() => expect(lecturas().length).toBeGreaterThan(1));
  });

  it('lets an Admin add a tutorial, refusing an http link before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const { escrituras, lecturas } = await renderScreen({ lista: () => ({ status: 200, body: [] }) });
    expect(
      await screen.findByText('Aún no hay tutoriales. Añada el primero con «Añadir tutorial».'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Añadir tutorial' }));
    const dialogo = screen.getByRole('dialog', { name: 'Añadir tutorial' });
    await user.type(within(dialogo).getByRole('textbox', { name: 'Título' }), 'CRM');
    await user.type(within(dialogo).getByRole('textbox', { name: 'Enlace al vídeo' }), 'http://vimeo.com/1');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialogo).findByText(/debe ser una dirección completa que empiece por https/),
    ).toBeTruthy();
    expect(escrituras()).toEqual([]);
    const enlace = within(dialogo).getByRole('textbox', { name: 'Enlace al vídeo' });
    await user.clear(enlace);
    await user.type(enlace, 'https://vimeo.com/1');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Tutorial añadido!/)).toBeTruthy();
    expect(escrituras().map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/tutoriales/', { titulo: 'CRM', descripcion: '', video_url: 'https://vimeo.com/1' }],
    ]);
    await vi.waitFor(() => expect(lecturas()).toHaveLength(2));
  });

  it('edits a tutorial in the dialog, filled with its values', async () => {
    const user = userEvent.setup({ delay: null });
    const { escrituras } = await renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Editar «Ofertas»' }));
    const dialogo = screen.getByRole('dialog', { name: 'Editar tutorial' });
    const titulo = within(dialogo).getByRole('textbox', { name: 'Título' });
    expect((titulo as HTMLInputElement).value).toBe('Ofertas');
    await user.type(titulo, ' nuevas');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Tutorial editado!/)).toBeTruthy();
    expect(escrituras().map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'PUT',
        '/api/tutoriales/2/',
        { titulo: 'Ofertas nuevas', descripcion: 'Sobre Ofertas', video_url: 'https://vimeo.com/2' },
      ],
    ]);
  });

  it('removes a tutorial only after the confirmation', async () => {
    const user = userEvent.setup();
    const { escrituras } = await renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Borrar «CRM»' }));
    const dialogo = screen.getByRole('dialog', { name: 'Borrar tutorial' });
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(escrituras()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Borrar «CRM»' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Borrar tutorial' })).getByRole('button', { name: 'Borrar' }),
    );
    expect(await screen.findByText(/Tutorial borrado!/)).toBeTruthy();
    expect(escrituras().map((c) => [c.method, c.path])).toEqual([['DELETE', '/api/tutoriales/1/']]);
  });

  it('moves a tutorial with the keyboard, sends the whole order and keeps the focus on it', async () => {
    const user = userEvent.setup();
    const { escrituras } = await renderScreen();
    await screen.findByRole('heading', { name: 'CRM' });
    expect((screen.getByRole('button', { name: 'Subir «CRM»' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Bajar «Calculadora»' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    screen.getByRole('button', { name: 'Bajar «CRM»' }).focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(titulos()).toEqual(['Ofertas', 'CRM', 'Calculadora']));
    expect(escrituras().map((c) => [c.path, c.body])).toEqual([
      ['/api/tutoriales/orden/', { ids: [2, 1, 3] }],
    ]);
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bajar «CRM»' })),
    );
    expect(screen.getByRole('status').textContent).toBe('«CRM» ahora es el 2 de 3');
  });

  it('puts the old order back when the server refuses the move', async () => {
    const user = userEvent.setup();
    await renderScreen({ escribir: () => ({ status: 400, body: { ids: ['Faltan tutoriales'] } }) });
    await user.click(await screen.findByRole('button', { name: 'Subir «Calculadora»' }));
    expect(await screen.findByText(/Error al cambiar el orden de los tutoriales/)).toBeTruthy();
    expect(titulos()).toEqual(['CRM', 'Ofertas', 'Calculadora']);
  });
});
