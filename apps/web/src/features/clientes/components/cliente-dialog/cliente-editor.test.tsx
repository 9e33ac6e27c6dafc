import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ClienteDuplicate } from '@ventas/domain/clientes/cliente-record';
import { createQueryClient } from '../../../../api/query-client';
import { createFakeServer, type Reply } from '../../../../test/fake-server';
import { TestProviders } from '../../../../test/test-providers';
import { emptyClienteValues } from '../../cliente-form/cliente-form-values';
import { ClienteEditor } from './cliente-editor';

const DUPLICATE: ClienteDuplicate = {
  detail: 'Ya existe Luis Gil (#12) con el teléfono 600123456.',
  field: ['telefonos_contacto'],
  value: ['600123456'],
  cliente_id: ['12'],
};

/** A new customer form whose save the server answers with `reply` (or a network failure). */
async function saveNewCliente(reply: Reply | 'network-error') {
  const server = createFakeServer((call) => {
    if (call.method !== 'POST') return { status: 200, body: [] };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return reply;
  });
  vi.stubGlobal('fetch', server.fetch);
  const empty = emptyClienteValues('2026-03-02', 'null');
  const onOpenCliente = vi.fn();
  render(
    <TestProviders queryClient={createQueryClient()}>
      <ClienteEditor
        mode="create"
        record={null}
        initialValues={{ ...empty, nombre: 'Ana Pérez', telefonos_contacto: ['600 12 34 56'] }}
        emptyValues={empty}
        userId={7}
        canDelete={false}
        ownComercialOnly={null}
        currentComercial="Por asignar"
        titleId="titulo"
        closeRequest={createRef()}
        onClose={() => {}}
        onSaved={() => {}}
        onEdit={() => {}}
        onOpenCliente={onOpenCliente}
        onAction={() => {}}
      />
    </TestProviders>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(server.calls.some((call) => call.method === 'POST')).toBe(true));
  return { onOpenCliente };
}

/** Every text on screen, snackbar included (it is portalled to the end of <body>). */
const pageText = () => document.body.textContent ?? '';
const occurrences = (text: string) => pageText().split(text).length - 1;

describe('the customer editor, when a save is refused', { timeout: 30_000 }, () => {
  it('says a taken phone once, in plain Spanish, with the way to the customer who has it', async () => {
    const { onOpenCliente } = await saveNewCliente({ status: 409, body: DUPLICATE });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(DUPLICATE.detail);
    expect(occurrences(DUPLICATE.detail)).toBe(1);
    expect(pageText()).not.toContain('##');
    expect(pageText()).not.toContain('Ha habido un problema');
    // The phone row is marked, so the user sees which number to change.
    expect(screen.getByRole('textbox', { name: 'Teléfono 1' }).getAttribute('aria-invalid')).toBe('true');
    // Pressing Guardar at the bottom of a long form still brings the message into view.
    expect(document.activeElement).toBe(alert);

    await userEvent.click(within(alert).getByRole('button', { name: 'Abrir cliente existente' }));
    expect(onOpenCliente).toHaveBeenCalledWith(12);
  });

  it('shows a validation error on its field only', async () => {
    const message = 'Asegúrese de que este campo no tenga más de 200 caracteres.';
    await saveNewCliente({ status: 400, body: { nombre: [message] } });

    expect(await screen.findByText(message)).toBeTruthy();
    expect(occurrences(message)).toBe(1);
    expect(screen.getByRole('textbox', { name: /Nombre/ }).getAttribute('aria-invalid')).toBe('true');
    expect(pageText()).not.toContain('Ha habido un problema');
    expect(pageText()).not.toContain('##');
  });

  it('shows a server error without a field once, with its reference in words', async () => {
    await saveNewCliente({
      status: 500,
      body: { detail: 'Error interno del servidor.', request_id: 'req-7' },
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error interno del servidor. Referencia: req-7.');
    expect(occurrences('Error interno del servidor.')).toBe(1);
    expect(pageText()).not.toContain('request_id');
    expect(pageText()).not.toContain('Ha habido un problema');
  });

  it('falls back to the snackbar, without server jargon, when nothing came back', async () => {
    await saveNewCliente('network-error');

    expect(await screen.findByText('Ha habido un problema 😞')).toBeTruthy();
    expect(pageText()).not.toContain('##');
  });
});
