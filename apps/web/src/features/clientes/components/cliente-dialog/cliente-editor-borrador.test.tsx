import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Localidades } from '@ventas/domain/postal-codes/localidades-contract';
import type { ClienteRecord } from '../../api/cliente-record';
import { createQueryClient } from '../../../../api/query-client';
import { AVISO_DESFASADO } from '../../../../components/form-draft/draft-question-dialog';
import { avisoBorradorRecuperado } from '../../../../components/form-draft/draft-restored-notice';
import { createFakeServer, stubViewportWidth } from '../../../../test/fake-server';
import { TestProviders } from '../../../../test/test-providers';
import { recordToValues } from '../../cliente-form/cliente-form-values';
import { ClienteEditor } from './cliente-editor';
import { editorSetup, type EditorUser } from './editor-setup';

/** A Manager (user 7), who sees every customer. */
const MANAGER: EditorUser = { id: 7, name: 'Marta', actor: { roleId: 3, isAdmin: false, groups: [] } };
const NUEVO = 'ventas.borrador.7.cliente.nuevo';

const CLIENTE = {
  id: 31,
  nombre: 'Luis Gil',
  tipo_documento: null,
  documento: null,
  telefonos_contacto: ['600123456'],
  email: null,
  origen_bbdd: null,
  segmento: null,
  isp_actual: null,
  razon_no_interesado: null,
  direccion: { direccion: 'Calle Mayor 12', cp: '50001', localidad: 'Zaragoza' },
  fecha_contacto: '2026-03-01',
  comercial: null,
  notas: '',
  created_on: '2026-02-01T10:00:00Z',
  updated_on: '2026-03-01T10:00:00Z',
} as unknown as ClienteRecord;

/** The postal-code lookup's answer for the customer's address. */
const LOCALIDADES_50001: Localidades = {
  cp: '50001',
  provincia: { codigo: '50', nombre: 'Zaragoza' },
  localidades: [{ municipio_id: '50297', municipio: 'Zaragoza', provincia: 'Zaragoza', localidades: [] }],
};

/** The customer dialog's editor as the dialog opens it (editor-setup.ts); `unmount`: a reload. */
function open(mode: 'create' | 'edit', record?: ClienteRecord) {
  stubViewportWidth(1280);
  const server = createFakeServer((call) =>
    call.path.startsWith('/api/utils/localidades-from-cp/')
      ? { status: 200, body: LOCALIDADES_50001 }
      : call.path === '/api/no-llamar/cliente/31/'
        ? { status: 200, body: { telefonos: [] } }
        : { status: 200, body: [] },
  );
  vi.stubGlobal('fetch', server.fetch);
  const setup = editorSetup(mode, MANAGER, record);
  if (!setup) throw new Error('sin cliente');
  const { key, ...editor } = setup;
  return render(
    <TestProviders queryClient={createQueryClient()}>
      <ClienteEditor
        key={key}
        {...editor}
        titleId="titulo"
        closeRequest={createRef()}
        onClose={() => {}}
        onSaved={() => {}}
        onEdit={() => {}}
        onOpenCliente={() => {}}
        onAction={() => {}}
      />
    </TestProviders>,
  );
}

const nombre = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Nombre/ });

describe('the customer form keeps what was typed through a reload', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('opens a new customer on the draft left unsaved (SPEC §4), says so, and Descartar empties it', async () => {
    const user = userEvent.setup();
    const first = open('create');
    await user.type(nombre(), 'Ana Pérez');
    await waitFor(() => expect(localStorage.getItem(NUEVO)).toContain('Ana Pérez'));
    first.unmount();

    open('create');
    expect(nombre().value).toBe('Ana Pérez');
    const { guardadoEl } = JSON.parse(localStorage.getItem(NUEVO) ?? '{}') as { guardadoEl: string };
    const aviso = screen.getByRole('alert');
    expect(aviso.textContent).toContain(avisoBorradorRecuperado(guardadoEl));
    await user.click(within(aviso).getByRole('button', { name: 'Descartar' }));

    expect(nombre().value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(localStorage.getItem(NUEVO)).toBeNull());
  });

  it('keeps no draft of a new form typed and then undone', async () => {
    const user = userEvent.setup();
    open('create');
    await user.type(nombre(), 'An');
    await waitFor(() => expect(localStorage.getItem(NUEVO)).not.toBeNull());
    await user.clear(nombre());
    await waitFor(() => expect(localStorage.getItem(NUEVO)).toBeNull());
  });

  it.each([
    ['typed over the customer as saved, without a warning', CLIENTE.updated_on, false],
    ['typed before the customer was saved again, warning so', '2026-02-20T10:00:00Z', true],
  ])('offers an edited customer’s draft %s', async (_name, base, warns) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
    const draft = { ...recordToValues(CLIENTE, '2026-03-02'), notas: 'Llamar por la tarde' };
    localStorage.setItem(
      'ventas.borrador.7.cliente.31',
      JSON.stringify({ guardadoEl: '2026-03-02T08:15:00Z', base, draft }),
    );
    const user = userEvent.setup();
    open('edit', CLIENTE);
    const question = await screen.findByRole('dialog', { name: 'Borrador sin guardar' });
    expect(question.textContent).toContain('Hay un borrador sin guardar de 02/03/2026 09:15. ¿Recuperarlo?');
    expect(question.textContent?.includes(AVISO_DESFASADO)).toBe(warns);
    await user.click(within(question).getByRole('button', { name: 'Recuperar' }));
    expect(await screen.findByRole('textbox', { name: 'Notas' })).toHaveProperty(
      'value',
      'Llamar por la tarde',
    );
  });
});
