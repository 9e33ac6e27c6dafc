import { describe, expect, it } from 'vitest';
import { CLIENTES_FILTERS } from '@ventas/domain/telework/clientes-filters';
import type { FilterValues } from '@ventas/domain/http/filter-url';
import { activeFilters, withoutFilter } from './active-filters';

describe('active filter chips', () => {
  const labels = (key: string, value: string) =>
    key === 'comercial' && value === '4'
      ? 'Carlos Comercial'
      : key === 'estadoOferta'
        ? `Estado ${value}`
        : undefined;

  it('names each filter with its label, one chip per list value, ranges as dates', () => {
    const chips = activeFilters(
      CLIENTES_FILTERS,
      {
        comercial: ['4'],
        estadoOferta: ['1', '2'],
        updated_on: { after: '2026-01-05' },
        fecha_venta: { after: '2026-01-01', before: '2026-01-31' },
      },
      'ana',
      labels,
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      'Búsqueda: ana',
      'Comercial: Carlos Comercial',
      'Estado de la oferta: Estado 1',
      'Estado de la oferta: Estado 2',
      'Actualizado: desde 05/01/2026',
      'Fecha de venta: 01/01/2026 – 31/01/2026',
    ]);
  });

  it('removes one list value, or a whole filter', () => {
    const values: FilterValues<typeof CLIENTES_FILTERS> = { estadoOferta: ['1', '2'], nombre: 'ana' };
    const [search, nombre, first] = activeFilters(CLIENTES_FILTERS, values, 'x', () => undefined);
    expect(search?.key).toBe('search');
    expect(withoutFilter(CLIENTES_FILTERS, values, first!)).toEqual({ estadoOferta: ['2'], nombre: 'ana' });
    expect(withoutFilter(CLIENTES_FILTERS, values, nombre!)).toEqual({ estadoOferta: ['1', '2'] });
  });
});
