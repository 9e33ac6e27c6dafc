import { render, screen, within } from '@testing-library/react';
import type { AgendadoView } from '@ventas/domain/telework/atenciones-contract';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/test-providers';
import { telefonoParaLlamar } from '../model/telefono-agendado';
import { AgendadosLista } from './agendados-lista';

const agendado = (id: number, nombre: string, telefonos: string[], noLlamar: string[]): AgendadoView => ({
  id,
  fechaAgendado: '2025-05-14T08:30:00Z',
  estado: 'PENDIENTE',
  notas: null,
  cliente: { id: 100 + id, nombre, telefonos, telefonos_no_llamar: noLlamar },
  comercial: null,
});

describe('telefonoParaLlamar', () => {
  it.each([
    [['612345678', '912345678'], [], { telefono: '612345678', noLlamar: false }],
    [['612345678', '912345678'], ['612345678'], { telefono: '912345678', noLlamar: false }],
    [['612345678', '912345678'], ['912345678', '612345678'], { telefono: '612345678', noLlamar: true }],
    [[], [], null],
  ])('phones %j, opted out %j: %j', (telefonos, noLlamar, esperado) => {
    expect(telefonoParaLlamar({ id: 1, nombre: 'X', telefonos, telefonos_no_llamar: noLlamar })).toEqual(
      esperado,
    );
  });
});

describe("the dashboard's callbacks and the do-not-call list", () => {
  const renderLista = () =>
    render(
      <TestProviders>
        <MemoryRouter>
          <AgendadosLista
            hoy="2025-05-14"
            conComercial={false}
            agendados={[
              agendado(1, 'Elena Todo Bloqueado', ['612000001'], ['612000001']),
              agendado(2, 'Pablo Segundo Libre', ['612000002', '912000002'], ['612000002']),
              agendado(3, 'Marta Sin Marcas', ['612000003'], []),
            ]}
          />
        </MemoryRouter>
      </TestProviders>,
    );
  const item = (nombre: string) => screen.getByText(nombre).closest('li') as HTMLElement;

  it('offers no call link for an opted-out phone: "No llamar" in its place', () => {
    renderLista();
    const elena = item('Elena Todo Bloqueado');
    expect(within(elena).queryByRole('link', { name: /Llamar al/ })).toBeNull();
    expect(within(elena).getByLabelText('612000001: No llamar')).toBeTruthy();
  });

  it("offers the customer's next phone when the first opted out, and a plain link otherwise", () => {
    renderLista();
    const pablo = item('Pablo Segundo Libre');
    expect(within(pablo).getByRole('link', { name: 'Llamar al 912000002' }).getAttribute('href')).toBe(
      'tel:+34912000002',
    );
    expect(within(pablo).queryByText('612000002')).toBeNull();
    const marta = item('Marta Sin Marcas');
    expect(within(marta).getByRole('link', { name: 'Llamar al 612000003' })).toBeTruthy();
    expect(within(marta).queryByLabelText(/No llamar/)).toBeNull();
  });
});
