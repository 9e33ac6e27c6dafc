import { render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ClienteForm } from '@ventas/domain/clientes/cliente-form';
import { createQueryClient } from '../../../../api/query-client';
import { createFakeServer } from '../../../../test/fake-server';
import { TestProviders } from '../../../../test/test-providers';
import { emptyClienteValues, type ClienteFormValues } from '../../cliente-form/cliente-form-values';
import { TelefonosField } from './telefonos-field';

function Field({ telefonos, clienteId }: { telefonos: string[]; clienteId: number | null }) {
  const form = useForm<ClienteFormValues, unknown, ClienteForm>({
    defaultValues: { ...emptyClienteValues('2026-01-01', ''), telefonos_contacto: telefonos },
  });
  return <TelefonosField control={form.control} disabled={false} clienteId={clienteId} />;
}

function renderField(clienteId: number | null, telefonos: string[], optedOut: string[]) {
  const server = createFakeServer((call) =>
    call.path === '/api/no-llamar/cliente/7/'
      ? { status: 200, body: { telefonos: optedOut } }
      : { status: 404, body: { detail: 'No encontrado.' } },
  );
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(
    [{ path: '/teletrabajo', element: <Field telefonos={telefonos} clienteId={clienteId} /> }],
    {
      initialEntries: ['/teletrabajo'],
    },
  );
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return server;
}

describe('TelefonosField and the do-not-call list', () => {
  it('shows "No llamar" instead of a tel: link for an opted-out phone, as typed or stored', async () => {
    renderField(7, ['+34 600 11 22 33', '611223344'], ['600112233']);
    expect(await screen.findByText('No llamar')).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['tel:+34611223344']);
    expect(within(document.body).queryByLabelText('Llamar al teléfono 1')).toBeNull();
  });

  it('asks nothing for a new customer and lets every valid phone be called', () => {
    const server = renderField(null, ['600112233'], ['600112233']);
    expect(screen.getByRole('link', { name: 'Llamar al teléfono 1' }).getAttribute('href')).toBe(
      'tel:+34600112233',
    );
    expect(server.calls).toEqual([]);
  });
});
