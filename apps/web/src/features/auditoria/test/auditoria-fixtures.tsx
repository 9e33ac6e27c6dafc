import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { EntradaAuditoria } from '@ventas/domain/auditoria/auditoria-contract';
import type { AuditoriaPage } from '../api/auditoria-page-query';
import { createQueryClient } from '../../../api/query-client';
import { createFakeServer, stubViewportWidth, type Handler } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';

/** A change to a customer's email by Ana Jefa, with `over` on top. */
export const entrada = (over: Partial<EntradaAuditoria> = {}): EntradaAuditoria => ({
  id: 101,
  creado_el: '2026-05-04T08:30:00.000Z',
  usuario: { id: 3, nombre: 'Ana Jefa' },
  request_id: 'req-7f3a',
  entidad: 'cliente',
  tabla: 'clientes',
  entidad_id: '12',
  accion: 'UPDATE',
  cambios: [{ campo: 'email', antes: 'ana@old.es', despues: 'ana@new.es' }],
  ...over,
});

export const page = (results: EntradaAuditoria[]): AuditoriaPage => ({
  results,
  count: results.length,
  current: 1,
  count_exact: true,
});

/** Renders `ui` in the app's providers against a fake API (`width` px wide); answers its calls. */
export function renderWithApi(ui: ReactNode, handler: Handler, width = 1600) {
  stubViewportWidth(width);
  const server = createFakeServer(handler);
  vi.stubGlobal('fetch', server.fetch);
  render(<TestProviders queryClient={createQueryClient()}>{ui}</TestProviders>);
  return server;
}

/** A table's rows as their cells' texts, header row first. */
export const tableTexts = (table: HTMLElement): (string | null)[][] =>
  [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
  );
