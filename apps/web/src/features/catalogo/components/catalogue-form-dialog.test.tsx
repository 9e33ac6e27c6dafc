import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tarifa } from '@ventas/domain/servicios/tarifa-contract';
import type { FieldValues } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServer, stubViewportWidth } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { ADICIONALES_TABLE } from '../tables/adicionales/adicionales.table';
import type { CatalogueRow, CatalogueTable } from '../tables/catalogue-table';
import { GESTION_TABLE } from '../tables/gestion/gestion.table';
import { ORIGENES_TABLE } from '../tables/nombre/origenes.table';
import { TIPOS_OBJETIVO_TABLE } from '../tables/nombre/tipos-objetivo.table';
import { PROMOCIONES_TABLE } from '../tables/promociones/promociones.table';
import { SEGUROS_TABLE } from '../tables/seguros/seguros.table';
import { SVA_TABLE } from '../tables/sva/sva.table';
import { TARIFAS_TABLE } from '../tables/tarifas/tarifas.table';
import { TERMINALES_TABLE } from '../tables/terminales/terminales.table';
import { CatalogueFormDialog, type FormState } from './catalogue-form-dialog';

/** A convergent tariff as GET tarifas/ answers it. */
const TARIFA: Tarifa = {
  id: 12,
  name: 'Fibra 1 Gb + Móvil',
  category: 'convergent',
  color: '#1976d2',
  commercial_enrichment: null,
  description_file: null,
  payment_type: 'Mensual',
  price_value: '45.90',
  is_active: true,
  operator: 'MOV',
  segment: 'PARTICULAR',
  promotions: [3],
  additional_lines: [],
  svas: [],
  fixed_line_info: {
    type: 'FTTH',
    owners: 1,
    upload_speed: { amount: 1, unit: 'Gb' },
    download_speed: { amount: 1, unit: 'Gb' },
    voice_to_fixed: { amount: null, unit: 'ilimitadas' },
    voice_to_mobile: null,
  },
  mobile_line_info: {
    mobile_line_data: { amount: 50, unit: 'GB' },
    mobile_line_voice: { amount: null, unit: 'ilimitadas' },
  },
  created_on: '2026-01-10T10:00:00Z',
  updated_on: '2026-01-10T10:00:00Z',
};

function renderForm<Row extends CatalogueRow, Values extends FieldValues, Form>(
  table: CatalogueTable<Row, Values, Form>,
  state: FormState<Row>,
) {
  stubViewportWidth(1280);
  // Every list a form reads (operators, the items it links to) is empty.
  const server = createFakeServer(() => ({ status: 200, body: [] }));
  vi.stubGlobal('fetch', server.fetch);
  const onClose = vi.fn();
  render(
    <TestProviders>
      <CatalogueFormDialog table={table} state={state} onClose={onClose} />
    </TestProviders>,
  );
  return { user: userEvent.setup(), onClose, writes: () => server.calls.filter((c) => c.method !== 'GET') };
}

/** A table's "new" form, by its title, to open. */
const nuevo = <Row extends CatalogueRow, Values extends FieldValues, Form>(
  table: CatalogueTable<Row, Values, Form>,
) => [table.titles.create, () => renderForm(table, { mode: 'create' })] as const;

const NUEVOS = [
  nuevo(TARIFAS_TABLE),
  nuevo(ADICIONALES_TABLE),
  nuevo(SVA_TABLE),
  nuevo(PROMOCIONES_TABLE),
  nuevo(SEGUROS_TABLE),
  nuevo(TERMINALES_TABLE),
  nuevo(GESTION_TABLE),
  nuevo(ORIGENES_TABLE),
  nuevo(TIPOS_OBJETIVO_TABLE),
];

const pregunta = () => screen.queryByRole('dialog', { name: 'Hay cambios sin guardar' });

describe('a catalogue form with changes not saved', () => {
  it('asks before Esc drops a filled "Nueva tarifa", and goes on editing when told so', async () => {
    const { user, onClose, writes } = renderForm(TARIFAS_TABLE, { mode: 'create' });
    const form = screen.getByRole('dialog', { name: 'Nueva tarifa' });
    await user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'Fibra 600');
    await user.keyboard('{Escape}');

    const confirmacion = await screen.findByRole('dialog', { name: 'Hay cambios sin guardar' });
    expect(confirmacion.textContent).toContain('Si continúa, se perderán los cambios que no ha guardado.');
    expect(onClose).not.toHaveBeenCalled();
    // The safe answer has the focus: Enter goes back to the form, as it was.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(pregunta()).toBeNull());
    expect(within(form).getByRole('textbox', { name: 'Nombre' })).toHaveProperty('value', 'Fibra 600');
    expect(onClose).not.toHaveBeenCalled();

    // Cancelar asks too; 'Descartar cambios' closes without saving.
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Descartar cambios' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(writes()).toEqual([]);
  });

  it('closes at once when the user undid what they typed', async () => {
    const { user, onClose } = renderForm(TARIFAS_TABLE, { mode: 'create' });
    const nombre = screen.getByRole('textbox', { name: 'Nombre' });
    await user.type(nombre, 'Fi');
    await user.clear(nombre);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(pregunta()).toBeNull();
  });

  it.each(NUEVOS)('closes an untouched "%s" at once, by Esc', async (title, open) => {
    const { user, onClose } = open();
    await screen.findByRole('dialog', { name: title });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(pregunta()).toBeNull();
  });

  it.each(['edit', 'view'] as const)(
    'closes an untouched tariff (%s) at once, by Cancelar or Cerrar',
    async (mode) => {
      const { user, onClose } = renderForm(TARIFAS_TABLE, { mode, row: TARIFA });
      const form = await screen.findByRole('dialog', { name: new RegExp(`^${TARIFAS_TABLE.titles[mode]}`) });
      await user.click(within(form).getByRole('button', { name: mode === 'edit' ? 'Cancelar' : 'Cerrar' }));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(pregunta()).toBeNull();
    },
  );

  it('asks before Esc drops an edited tariff', async () => {
    const { user, onClose } = renderForm(TARIFAS_TABLE, { mode: 'edit', row: TARIFA });
    const form = await screen.findByRole('dialog', { name: /^Editar tarifa/ });
    await user.type(within(form).getByRole('textbox', { name: 'Tipo de pago' }), ' anticipado');
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Hay cambios sin guardar' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
