import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../api/query-client';
import { createFakeServer } from '../../../../test/fake-server';
import { TestProviders } from '../../../../test/test-providers';
import { GestionDialog } from './gestion-dialog';

function renderDialog(status: number, body: unknown) {
  const server = createFakeServer((call) =>
    call.path.startsWith('/api/servicios/gestion/') ? { status, body } : { status: 404, body: {} },
  );
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestProviders queryClient={createQueryClient()}>
      <GestionDialog cliente={{ id: 1, nombre: 'Ana' }} onClose={() => {}} />
    </TestProviders>,
  );
}

describe('the gestión dialog', () => {
  it("says the spec's 'Error al cargar las gestiones' when the procedure list cannot be read", async () => {
    // A 4xx is not retried, so the error shows at once.
    renderDialog(403, { detail: 'No tiene permiso.' });
    expect(await screen.findByText('Error al cargar las gestiones')).toBeTruthy();
  });

  it('says no procedure is active when the list is empty', async () => {
    renderDialog(200, []);
    expect(await screen.findByText(/No hay gestiones activas/)).toBeTruthy();
    expect(screen.queryByText('Error al cargar las gestiones')).toBeNull();
  });
});
