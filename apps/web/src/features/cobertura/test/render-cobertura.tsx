import { render } from '@testing-library/react';
import { callPath } from '@ventas/domain/http/api-call';
import { proveedorBCalls } from '@ventas/domain/proveedores/proveedores.calls';
import { proveedoresDisponiblesCalls } from '@ventas/domain/proveedores/proveedores-disponibles.calls';
import { PREFIJO_SCRAPING, rutaScraping } from '@ventas/domain/proveedores/rutas-api';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { sessionStore } from '../../../session/session-store';
import {
  createFakeServer,
  isCall,
  stubViewportWidth,
  type RecordedCall,
  type Reply,
} from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { comercialSignInReply } from '../../../test/comercial-sign-in';

/** The slug these tests give each provider of the distributor (its calls live under it). */
const slugDe = (group: string) => `proveedor-${group.toLowerCase()}`;

/**
 * Test-only: the providers' paths with the default slugs: provider B's coverage (its postal-code
 * call's path without the last slash; its other coverage calls are below it) and what every
 * provider C path is below.
 */
export const B = callPath(proveedorBCalls(slugDe('B')).coberturaCp).replace(/\/$/, '');
export const C = rutaScraping(slugDe('C'), '');

/** Any provider's call, or the list of the distributor's providers: all are below this. */
const deScraping = (call: RecordedCall) => call.path.startsWith(`${PREFIJO_SCRAPING}/`);

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
    if (isCall(call, proveedoresDisponiblesCalls.list)) {
      const proveedores = groups
        .filter((group) => group === 'B' || group === 'C')
        .map((group) => ({ proveedor: group.toLowerCase(), slug: slugDe(group) }));
      return { status: 200, body: { proveedores } };
    }
    if (deScraping(call)) return answer(call) ?? { status: 404, body: { detail: 'x' } };
    return { status: 200, body: [] };
  });
  vi.stubGlobal('fetch', server.fetch);
  await sessionStore.login({ username: 'comercial', password: 'x' });
  render(<TestProviders queryClient={createQueryClient()}>{ui}</TestProviders>);
  const scraping = () =>
    server.calls.filter((call) => deScraping(call) && !isCall(call, proveedoresDisponiblesCalls.list));
  return { scraping: () => scraping().map((call) => call.path), calls: server.calls };
}

/** Test-only: a snackbar's text, whatever emoji it ends with. */
export const snackbarCon = (texto: string) => (_: string, element: Element | null) =>
  element?.childElementCount === 0 && (element.textContent ?? '').startsWith(texto);
