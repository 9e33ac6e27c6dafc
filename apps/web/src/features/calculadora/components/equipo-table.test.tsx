import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EquipoComercial, EquipoMesResponse } from '@ventas/domain/calculadora/equipo-contract';
import { createQueryClient } from '../../../api/query-client';
import { stubViewportWidth } from '../../../test/fake-server';
import { TestProviders } from '../../../test/test-providers';
import { EquipoTable } from './equipo-table';

const comercial = (id: number, nombre: string, extra: Partial<EquipoComercial>): EquipoComercial => ({
  id,
  nombre,
  tipo_comercial: 'TIENDA',
  consecucion_total: '0.00',
  tramo: null,
  factor_corrector: null,
  bolsa_en_juego: '0.00',
  comision_total: null,
  condiciones_cumplidas: false,
  motivos: [],
  objetivos: [],
  ...extra,
});

const EQUIPO: EquipoMesResponse = {
  mes: '2026-11',
  familias: [{ id: 4, nombre: 'FIBRA' }],
  comerciales: [
    comercial(1, 'Beatriz', {
      consecucion_total: '80.00',
      tramo: '< 100',
      factor_corrector: '1.0000',
      bolsa_en_juego: '300.00',
      comision_total: '300.00',
      condiciones_cumplidas: true,
      objetivos: [
        {
          familia: 4,
          familia_nombre: 'FIBRA',
          objetivo: '2.00',
          consecucion: '2',
          objetivo_porc: '100.00',
          peso: '100.00',
          llave: true,
        },
      ],
    }),
    comercial(2, 'Alberto', {
      consecucion_total: '20.00',
      motivos: ['Sin ventas en FIBRA, que tiene objetivo'],
    }),
  ],
};

function renderTabla(width = 1280) {
  stubViewportWidth(width);
  const onSelect = vi.fn();
  render(
    <TestProviders queryClient={createQueryClient()}>
      <EquipoTable equipo={EQUIPO} onSelect={onSelect} />
    </TestProviders>,
  );
  return onSelect;
}

const nombres = () =>
  within(screen.getByRole('table', { name: 'Comerciales del equipo' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

describe('EquipoTable', () => {
  it('sorts by name first, and by any column header clicked (twice: descending)', async () => {
    const user = userEvent.setup();
    renderTabla();
    expect(nombres()).toEqual(['Alberto', 'Beatriz']);
    await user.click(screen.getByRole('button', { name: 'Consecución' }));
    expect(nombres()).toEqual(['Alberto', 'Beatriz']);
    await user.click(screen.getByRole('button', { name: 'Consecución' }));
    expect(nombres()).toEqual(['Beatriz', 'Alberto']);
  });

  it('shows a family as sales of target, and a withheld commission with its reason', () => {
    renderTabla();
    expect(screen.getByText('2 / 2 (100 %)')).toBeTruthy();
    expect(screen.getByLabelText('Sin comisión: Sin ventas en FIBRA, que tiene objetivo')).toBeTruthy();
  });

  it('selects a commercial with a click or with Enter on the row', async () => {
    const user = userEvent.setup();
    const onSelect = renderTabla();
    await user.click(screen.getByRole('cell', { name: 'Beatriz' }));
    expect(onSelect).toHaveBeenLastCalledWith(1);
    screen.getAllByRole('row')[1]!.focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(2);
  });

  it('shows one card per commercial at phone width', async () => {
    const user = userEvent.setup();
    const onSelect = renderTabla(360);
    const tarjetas = within(screen.getByRole('list', { name: 'Comerciales del equipo' })).getAllByRole(
      'listitem',
    );
    expect(tarjetas).toHaveLength(2);
    await user.click(within(tarjetas[1]!).getByRole('button'));
    expect(onSelect).toHaveBeenCalledWith(1);
  });
});
