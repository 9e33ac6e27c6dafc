import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { opcionesQuery } from '../../../../api/initial-data-queries';
import { createQueryClient } from '../../../../api/query-client';
import { TestProviders } from '../../../../test/test-providers';
import type { OfertaControl } from '../../form/oferta-form-types';
import { emptyPaquete, type OfertaDraft } from '../../model/oferta-draft';
import { VentaFields } from './venta-fields';

/** The distributor's sale types as GET /api/utils/opciones/ serves them (issue 29 §5). */
const OPCIONES = {
  tipo_venta: [
    { value: 'ALTA', label: 'Alta nueva' },
    { value: 'PORTABILIDAD', label: 'Portabilidad' },
    { value: 'VERANO', label: 'Campaña de verano', activo: false as const },
  ],
};

let leido: () => string = () => '';

function Paquete({ tipoVenta }: { tipoVenta: string }) {
  const form = useForm<OfertaDraft>({
    defaultValues: { paquetes: [{ ...emptyPaquete(), tipoVenta }] } as OfertaDraft,
  });
  leido = () => form.getValues('paquetes.0.tipoVenta');
  return <VentaFields index={0} control={form.control as unknown as OfertaControl} telefonos={[]} />;
}

function renderPaquete(tipoVenta = '') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(opcionesQuery.queryKey, OPCIONES);
  render(
    <TestProviders queryClient={queryClient}>
      <Paquete tipoVenta={tipoVenta} />
    </TestProviders>,
  );
  return screen.getByRole('combobox', { name: 'Tipo de venta' });
}

describe('the package’s "Tipo de venta"', () => {
  it('offers the distributor’s active types by label, and keeps the value, from the keyboard', async () => {
    const user = userEvent.setup();
    const select = renderPaquete();
    select.focus();
    await user.keyboard('{ArrowDown}');
    const lista = await screen.findByRole('listbox', { name: 'Tipo de venta' });
    expect(
      within(lista)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sin tipo', 'Alta nueva', 'Portabilidad']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(select.textContent).toBe('Portabilidad');
    expect(leido()).toBe('PORTABILIDAD');
  });

  it('shows the deactivated type a stored package holds by its label, and offers it to no other', async () => {
    const user = userEvent.setup();
    const select = renderPaquete('VERANO');
    expect(select.textContent).toBe('Campaña de verano');
    await user.click(select);
    const lista = await screen.findByRole('listbox', { name: 'Tipo de venta' });
    expect(
      within(lista)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sin tipo', 'Alta nueva', 'Portabilidad', 'Campaña de verano']);
  });

  it('lets the type go back to none', async () => {
    const user = userEvent.setup();
    const select = renderPaquete('ALTA');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Sin tipo' }));
    expect(leido()).toBe('');
  });
});
