import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { sessionStore } from '../../../session/session-store';
import {
  createFakeServer,
  stubViewportWidth,
  type RecordedCall,
  type Reply,
} from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { comercialSignInReply } from '../../../test/comercial-sign-in';

/** Test-only: the providers' paths with the default slugs. */
export const B = '/api/scraping/proveedor-b/cliente/cobertura';
export const C = '/api/scraping/proveedor-c';

/** Test-only: what provider B's address lookup answers for the one address of these tests. */
export const RESULTADO = {
  direccion: 'CALLE MAYOR 12, 50001 ZARAGOZA',
  tecnologias: [
    { tecnologia: 'FTTH', disponible: true, velocidad_max_mb: 1000, observaciones: 'Fibra de Telefónica' },
    { tecnologia: 'ADSL', disponible: false, velocidad_max_mb: null, observaciones: '' },
    { tecnologia: '5G', disponible: true, velocidad_max_mb: 1500, observaciones: 'Cobertura exterior' },
  ],
};

/**
 * Test-only: `ui` signed in as a Comercial of a distributor in `groups`, on a screen `width` px
 * wide, against a fake API where `answer` replies to the provider calls (undefined: 404).
 */
export async function renderCobertura(
  ui: ReactNode,
  groups: string[],
  answer: (call: RecordedCall) => Reply | Promise<Reply> | undefined = () => undefined,
  width = 1280,
) {
  stubViewportWidth(width);
  const server = createFakeServer((call) => {
    const signIn = comercialSignInReply(call, groups);
    if (signIn) return signIn;
    if (call.path === '/api/scraping/proveedores/') {
      const proveedores = groups
        .filter((group) => group === 'B' || group === 'C')
        .map((group) => ({ proveedor: group.toLowerCase(), slug: `proveedor-${group.toLowerCase()}` }));
      return { status: 200, body: { proveedores } };
    }
    if (call.path.startsWith('/api/scraping/')) return answer(call) ?? { status: 404, body: { detail: 'x' } };
    return { status: 200, body: [] };
  });
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: 'comercial', password: 'x' });
  render(<TestProviders queryClient={createQueryClient()}>{ui}</TestProviders>);
  const scraping = () =>
    server.calls.filter(
      (call) => call.path.startsWith('/api/scraping/') && !call.path.includes('/proveedores/'),
    );
  return { scraping: () => scraping().map((call) => call.path), calls: server.calls };
}

/** Test-only: a snackbar's text, whatever emoji it ends with. */
export const snackbarCon = (texto: string) => (_: string, element: Element | null) =>
  element?.childElementCount === 0 && (element.textContent ?? '').startsWith(texto);
