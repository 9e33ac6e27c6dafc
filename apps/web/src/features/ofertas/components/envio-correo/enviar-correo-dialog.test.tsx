import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  envioOfertaRequestSchema,
  MENSAJES_ENVIO_CORREO,
} from '@ventas/domain/ofertas/envio-correo-contract';
import { createQueryClient } from '../../../../api/query-client';
import { createFakeServer, type RecordedCall, type Reply } from '../../../../test/fake-server';
import { TestProviders } from '../../../../test/test-providers';
import { EnviarCorreoDialog } from './enviar-correo-dialog';

const SLOW = { timeout: 8000 };

/** The fake API: the send's answer, then the job's last status. */
function abrir(
  opciones: { envio?: (call: RecordedCall) => Reply; final?: Reply; email?: string | null } = {},
) {
  const server = createFakeServer((call) => {
    if (call.path === '/api/atenciones/oferta/12/enviar-correo/' && call.method === 'POST')
      return (
        opciones.envio?.(call) ?? {
          status: 200,
          body: {
            task_id: 'e1',
            para: (call.body as { para?: string }).para ?? 'ana@example.com',
            pasaAPresentada: true,
          },
        }
      );
    if (call.path === '/api/utils/task-status/e1/')
      return (
        opciones.final ?? {
          status: 200,
          body: { state: 'SUCCESS', result: { filename: null, done: 1, total: 1 } },
        }
      );
    if (call.path.startsWith('/api/atenciones/oferta/12/')) return { status: 200, body: {} };
    return { status: 404, body: { detail: 'No encontrado.' } };
  });
  vi.stubGlobal('fetch', server.fetch);
  const estados: number[] = [];
  const onClose = vi.fn();
  render(
    <TestProviders queryClient={createQueryClient()}>
      <EnviarCorreoDialog
        ofertaId={12}
        emailCliente={opciones.email === undefined ? 'ana@example.com' : opciones.email}
        onClose={onClose}
        onEstadoCambiado={(estado) => estados.push(estado)}
      />
    </TestProviders>,
  );
  const envios = () => server.calls.filter((call) => call.path.endsWith('/enviar-correo/'));
  return { envios, estados, onClose };
}

describe('Enviar por correo (issue 31 §3)', () => {
  it("sends to the customer's address with the template, and says it left and that the offer is Presentada", async () => {
    const { envios, estados } = abrir();
    expect(screen.getByRole('textbox', { name: 'Para' })).toHaveProperty('value', 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('Oferta enviada a ana@example.com La oferta ha pasado a Presentada.', {}, SLOW),
    ).toBeTruthy();
    // No message typed: the distributor's template, so no `mensaje` is sent.
    expect(envios().map((call) => call.body)).toEqual([{ para: 'ana@example.com' }]);
    expect(estados).toEqual([2]);
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });

  it('sends to another address with a message of its own, and says nothing of Presentada when it was not Pendiente', async () => {
    const { envios, estados } = abrir({
      envio: (call) => ({
        status: 200,
        body: { task_id: 'e1', para: (call.body as { para: string }).para, pasaAPresentada: false },
      }),
    });
    const para = screen.getByRole('textbox', { name: 'Para' });
    await userEvent.clear(para);
    await userEvent.type(para, 'compras@empresa.es');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensaje' }), 'Hola, le adjunto la oferta.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Oferta enviada a compras@empresa.es', {}, SLOW)).toBeTruthy();
    expect(envios().map((call) => call.body)).toEqual([
      { para: 'compras@empresa.es', mensaje: 'Hola, le adjunto la oferta.' },
    ]);
    expect(estados).toEqual([]);
  });

  it("refuses two addresses in one in the contract's words, sending nothing, and sends once corrected", async () => {
    const { envios } = abrir({ email: null });
    const para = screen.getByRole('textbox', { name: 'Para' });
    await userEvent.type(para, 'ana@example.com, otro@example.com{enter}');
    const leido = envioOfertaRequestSchema.safeParse({ para: 'ana@example.com, otro@example.com' });
    expect(leido.success).toBe(false);
    expect(await screen.findByText(leido.error!.issues[0]!.message)).toBeTruthy();
    expect(envios()).toHaveLength(0);
    await userEvent.clear(para);
    await userEvent.type(para, 'ana@example.com{enter}');
    await waitFor(() => expect(envios().map((call) => call.body)).toEqual([{ para: 'ana@example.com' }]));
  });

  it("shows why the server refused the send, and why the job failed, in the server's words", async () => {
    abrir({ envio: () => ({ status: 409, body: { detail: MENSAJES_ENVIO_CORREO.sinConfigurar } }) });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(MENSAJES_ENVIO_CORREO.sinConfigurar, {}, SLOW)).toBeTruthy();
  });

  it('shows a failed delivery and lets the agent try again', async () => {
    const fallo = 'El servidor de correo rechazó el mensaje (550): buzón inexistente';
    abrir({ final: { status: 200, body: { state: 'FAILURE', result: null, error: fallo } } });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(fallo, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', false);
  });
});
