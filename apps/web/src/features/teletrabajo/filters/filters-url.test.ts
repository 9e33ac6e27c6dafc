import { describe, expect, it } from 'vitest';
import { activeFilters, withoutFilter } from './active-filters';
import {
  FILTER_GROUPS,
  LIST_FILTERS,
  RANGE_FILTERS,
  SELECT_FILTERS,
  TEXT_FILTERS,
  type FilterValues,
} from './filter-definitions';
import {
  activeFilterCount,
  hasActiveFilters,
  listQuery,
  parseFilters,
  parseGridState,
  writeFilters,
  writeGridState,
} from './filters-url';

const params = (query: string) => new URLSearchParams(query);

describe('telework filters in the URL', () => {
  it('round-trips text, select, list and range filters through the query string', () => {
    const filters: FilterValues = {
      nombre: 'Ana López',
      comercial: 'null',
      estadoOferta: ['1', '4'],
      tipoOferta: ['Fibra', 'Móvil 5G'],
      fecha_contacto: { after: '2026-01-01', before: '2026-01-31' },
      contractPermanenceEnding: { before: '2027-06-30' },
    };
    const url = writeFilters(params(''), filters);

    expect(url.toString()).toBe(
      'nombre=Ana+L%C3%B3pez&comercial=null&estadoOferta=1&estadoOferta=4&tipoOferta=Fibra&tipoOferta=M%C3%B3vil+5G' +
        '&fecha_contacto_after=2026-01-01&fecha_contacto_before=2026-01-31&contractPermanenceEnding_before=2027-06-30',
    );
    expect(parseFilters(url)).toEqual(filters);
  });

  it('never writes empty values, blank text, empty lists or empty ranges (SPEC §3)', () => {
    const url = writeFilters(params(''), {
      nombre: '   ',
      email: '',
      segmento: undefined,
      origenBbdd: [],
      oferta: ['', ' '],
      updated_on: {},
      fecha_venta: { after: '' },
    });
    expect(url.toString()).toBe('');
    expect(hasActiveFilters(parseFilters(url), '')).toBe(false);
  });

  it('drops values the API would refuse from a hand-edited URL', () => {
    const filters = parseFilters(
      params(
        'estadoOferta=9&estadoOferta=2&oferta=abc&oferta=12&updated_on_after=ayer&updated_on_before=2026-02-01&cp=%20%20',
      ),
    );
    expect(filters).toEqual({ estadoOferta: ['2'], oferta: ['12'], updated_on: { before: '2026-02-01' } });
  });

  it('keeps other parameters, replaces the filters and sends a new filter back to page 1', () => {
    const url = writeFilters(params('search=ana&cliente=7&page=3&nombre=old&estadoOferta=1'), {
      documento: '123',
    });
    expect(url.toString()).toBe('search=ana&cliente=7&documento=123');
  });

  it('builds the list request with the search, paging and order, leaving out whatever is empty', () => {
    const filters = parseFilters(
      params('origenBbdd=2&origenBbdd=3&telefono=600&fecha_agendado_after=2026-03-01'),
    );
    const grid = parseGridState(params('page=2&itemsPerPage=50&ordering=nombre'));

    expect(listQuery(filters, '  ana ', grid)).toEqual({
      telefono: '600',
      origenBbdd: ['2', '3'],
      fecha_agendado_after: '2026-03-01',
      search: 'ana',
      page: '2',
      itemsPerPage: '50',
      ordering: 'nombre',
    });
    expect(listQuery({}, ' ')).toEqual({});
  });
});

describe('telework paging and order in the URL', () => {
  it('defaults to page 1, 25 rows and the newest first, and falls back from invalid values', () => {
    expect(parseGridState(params(''))).toEqual({ page: 1, pageSize: 25, ordering: '-updated_on' });
    expect(parseGridState(params('page=0&itemsPerPage=33&ordering=-password'))).toEqual({
      page: 1,
      pageSize: 25,
      ordering: '-updated_on',
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(
      writeGridState(params('nombre=a'), { page: 1, pageSize: 25, ordering: '-updated_on' }).toString(),
    ).toBe('nombre=a');
    expect(writeGridState(params(''), { page: 4, pageSize: 100, ordering: 'localidad' }).toString()).toBe(
      'page=4&itemsPerPage=100&ordering=localidad',
    );
  });
});

describe('active filter chips', () => {
  const labels = (key: string, value: string) =>
    key === 'comercial' && value === '4'
      ? 'Carlos Comercial'
      : key === 'estadoOferta'
        ? `Estado ${value}`
        : undefined;

  it('names each filter with its label, one chip per list value, ranges as dates', () => {
    const chips = activeFilters(
      {
        comercial: '4',
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
    const values: FilterValues = { estadoOferta: ['1', '2'], nombre: 'ana' };
    const [search, nombre, first] = activeFilters(values, 'x', () => undefined);
    expect(search?.key).toBe('search');
    expect(withoutFilter(values, first!)).toEqual({ estadoOferta: ['2'], nombre: 'ana' });
    expect(withoutFilter(values, nombre!)).toEqual({ estadoOferta: ['1', '2'] });
  });
});

describe('filter panel', () => {
  it('offers every SPEC §3 filter exactly once', () => {
    const inPanel = FILTER_GROUPS.flatMap((group) => group.keys);
    const all = [...TEXT_FILTERS, ...SELECT_FILTERS, ...LIST_FILTERS, ...RANGE_FILTERS];
    expect([...inPanel].sort()).toEqual([...all].sort());
    expect(new Set(inPanel).size).toBe(inPanel.length);
  });
});

describe('activeFilterCount', () => {
  it('counts a date range once and a list once, and ignores empty values', () => {
    expect(
      activeFilterCount({
        nombre: 'ana',
        segmento: '',
        estadoOferta: ['1', '2'],
        updated_on: { after: '2026-11-01', before: '2026-11-22' },
        fecha_venta: {},
      }),
    ).toBe(3);
  });
});
