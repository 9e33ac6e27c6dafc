import { describe, expect, it } from 'vitest';
import { CLIENTES_FILTERS } from '@ventas/domain/telework/clientes-filters';
import { CLIENTES_PAGING } from '@ventas/domain/clientes/clientes-list';
import { parseFilterParams } from '@ventas/domain/http/filter-url';
import { hasActiveFilters, listQuery, parseGridState, writeGridState } from './list-url';

const params = (query: string) => new URLSearchParams(query);

describe('telework filters in the URL', () => {
  it('builds the list request with the search, paging and order, leaving out whatever is empty', () => {
    const filters = parseFilterParams(
      CLIENTES_FILTERS,
      params('origenBbdd=2&origenBbdd=3&telefono=600&fecha_agendado_after=2026-03-01'),
    );
    const grid = parseGridState(CLIENTES_PAGING, params('page=2&itemsPerPage=50&ordering=nombre'));

    expect(listQuery(CLIENTES_FILTERS, filters, '  ana ', grid)).toEqual({
      telefono: '600',
      origenBbdd: ['2', '3'],
      fecha_agendado_after: '2026-03-01',
      search: 'ana',
      page: '2',
      itemsPerPage: '50',
      ordering: 'nombre',
    });
    expect(listQuery(CLIENTES_FILTERS, {}, ' ')).toEqual({});
  });

  it('counts the search as a filter worth clearing', () => {
    expect(hasActiveFilters(CLIENTES_FILTERS, {}, '')).toBe(false);
    expect(hasActiveFilters(CLIENTES_FILTERS, {}, ' ana ')).toBe(true);
    expect(hasActiveFilters(CLIENTES_FILTERS, { nombre: ' ' }, '')).toBe(false);
  });
});

describe('telework paging and order in the URL', () => {
  it('defaults to page 1, 25 rows and the newest first, and falls back from invalid values', () => {
    expect(parseGridState(CLIENTES_PAGING, params(''))).toEqual({
      page: 1,
      pageSize: 25,
      ordering: '-updated_on',
    });
    expect(parseGridState(CLIENTES_PAGING, params('page=0&itemsPerPage=33&ordering=-password'))).toEqual({
      page: 1,
      pageSize: 25,
      ordering: '-updated_on',
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(
      writeGridState(CLIENTES_PAGING, params('nombre=a'), {
        page: 1,
        pageSize: 25,
        ordering: '-updated_on',
      }).toString(),
    ).toBe('nombre=a');
    expect(
      writeGridState(CLIENTES_PAGING, params(''), {
        page: 4,
        pageSize: 100,
        ordering: 'localidad',
      }).toString(),
    ).toBe('page=4&itemsPerPage=100&ordering=localidad');
  });
});
