import { describe, expect, it } from 'vitest';
import { CLIENTES_FILTERS } from '../telework/clientes-filters';
import {
  activeFilterCount,
  entriesAsQuery,
  filterEntries,
  filterKeysInUrlOrder,
  normalizeFilterValues,
  parseFilterParams,
  writeFilterParams,
  type FilterValues,
} from './filter-url';
import { defineFilters, isFilterDay, MAX_FILTER_TEXT } from './list-filters';

const params = (query: string) => new URLSearchParams(query);
type ClientesValues = FilterValues<typeof CLIENTES_FILTERS>;
const parseFilters = (url: URLSearchParams) => parseFilterParams(CLIENTES_FILTERS, url);
const writeFilters = (url: URLSearchParams, values: ClientesValues) =>
  writeFilterParams(CLIENTES_FILTERS, url, values);

describe('telework filters in the URL', () => {
  it('round-trips text, select, list and range filters through the query string', () => {
    const filters: ClientesValues = {
      nombre: 'Ana López',
      segmento: 'PARTICULAR',
      comercial: ['null'],
      estadoOferta: ['1', '4'],
      tipoOferta: ['Fibra', 'Móvil 5G'],
      fecha_contacto: { after: '2026-01-01', before: '2026-01-31' },
      contractPermanenceEnding: { before: '2027-06-30' },
    };
    const url = writeFilters(params(''), filters);

    expect(url.toString()).toBe(
      'nombre=Ana+L%C3%B3pez&segmento=PARTICULAR&comercial=null&estadoOferta=1&estadoOferta=4&tipoOferta=Fibra&tipoOferta=M%C3%B3vil+5G' +
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
    expect(activeFilterCount(CLIENTES_FILTERS, parseFilters(url))).toBe(0);
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
});

describe('activeFilterCount', () => {
  it('counts a date range once and a list once, and ignores empty values', () => {
    expect(
      activeFilterCount(CLIENTES_FILTERS, {
        nombre: 'ana',
        segmento: '',
        estadoOferta: ['1', '2'],
        updated_on: { after: '2026-11-01', before: '2026-11-22' },
        fecha_venta: {},
      }),
    ).toBe(3);
  });
});

describe('the URL order', () => {
  it('puts text boxes first, then single picks, then multiple picks, then ranges', () => {
    expect(filterKeysInUrlOrder(CLIENTES_FILTERS)).toEqual([
      'nombre',
      'lastname',
      'documento',
      'telefono',
      'email',
      'direccion',
      'cp',
      'localidad',
      'notes',
      'contractServiceState',
      'contractPackageId',
      'contractSfid',
      'tipo_documento',
      'estadoCliente',
      'tipo_comercial',
      'segmento',
      'ispActual',
      'razon_no_interesado',
      'opciones_no_interesado',
      'opciones_tipo_llamada',
      'proxima_llamada_comercial',
      'contractIsp',
      'estadoServicio',
      'contractSegment',
      'contractTariffCategory',
      'comercial',
      'origenBbdd',
      'estadoOferta',
      'tipoOferta',
      'oferta',
      'venta_comercial',
      'paquete_estado',
      'paquete_tipo_venta',
      'atencion_comercial',
      'atencion_tipo',
      'contractServices',
      'notContractServices',
      'created_on',
      'fecha_contacto',
      'updated_on',
      'fecha_agendado',
      'proxima_llamada',
      'fecha_venta',
      'atencion_updated_on',
      'contractPermanenceEnding',
    ]);
  });

  it('writes every filter of the declaration exactly once', () => {
    const keys = filterKeysInUrlOrder(CLIENTES_FILTERS);
    expect([...keys].sort()).toEqual(Object.keys(CLIENTES_FILTERS).sort());
  });
});

const SAMPLE = defineFilters({
  q: { kind: 'text', label: 'Texto' },
  tipo: { kind: 'list', input: 'select', label: 'Tipo' },
  owner: { kind: 'id', input: 'select', orNull: true, label: 'Dueño' },
  tags: { kind: 'list', input: 'multi', label: 'Etiquetas' },
  ids: { kind: 'id', input: 'multi', max: 5, label: 'Ids' },
  activo: { kind: 'boolean', label: 'Activo' },
  alta: { kind: 'range', label: 'Alta' },
});

describe('normalizeFilterValues', () => {
  const cases: [string, FilterValues<typeof SAMPLE>, FilterValues<typeof SAMPLE>][] = [
    ['trims text', { q: '  ana  ' }, { q: 'ana' }],
    ['caps text', { q: 'x'.repeat(MAX_FILTER_TEXT + 5) }, { q: 'x'.repeat(MAX_FILTER_TEXT) }],
    ['drops blank text', { q: ' ', tipo: '' }, {}],
    ['keeps a select value', { tipo: 'A' }, { tipo: 'A' }],
    ['keeps a valid id and null where allowed', { owner: 'null' }, { owner: 'null' }],
    ['drops a bad id', { owner: 'abc' }, {}],
    ['drops a zero id', { owner: '0' }, {}],
    ['de-duplicates lists and drops blanks', { tags: ['a', ' a', '', 'b'] }, { tags: ['a', 'b'] }],
    ['drops ids above the max', { ids: ['1', '5', '6', 'x'] }, { ids: ['1', '5'] }],
    ['drops an empty list', { tags: [] }, {}],
    ['keeps a boolean', { activo: '1' }, { activo: '1' }],
    ['drops a bad boolean', { activo: 'yes' }, {}],
    ['keeps one end of a range', { alta: { before: '2026-02-01' } }, { alta: { before: '2026-02-01' } }],
    [
      'drops a bad day',
      { alta: { after: '01/02/2026', before: '2026-02-01' } },
      { alta: { before: '2026-02-01' } },
    ],
    ['drops an empty range', { alta: { after: '', before: undefined } }, {}],
  ];
  it.each(cases)('%s', (_name, values, expected) => {
    expect(normalizeFilterValues(SAMPLE, values)).toEqual(expected);
  });
});

describe('filterEntries and parseFilterParams', () => {
  it('writes single values, then lists, then ranges, and reads them back', () => {
    const values: FilterValues<typeof SAMPLE> = {
      alta: { after: '2026-01-01', before: '2026-01-31' },
      tags: ['x', 'y'],
      activo: 'true',
      q: 'ana',
      owner: '3',
    };
    const entries = filterEntries(SAMPLE, values);
    expect(entries).toEqual([
      ['q', 'ana'],
      ['owner', '3'],
      ['activo', 'true'],
      ['tags', 'x'],
      ['tags', 'y'],
      ['alta_after', '2026-01-01'],
      ['alta_before', '2026-01-31'],
    ]);
    expect(parseFilterParams(SAMPLE, new URLSearchParams(entries))).toEqual(values);
  });

  it('ignores parameters the declaration does not name', () => {
    expect(parseFilterParams(SAMPLE, params('search=ana&page=2&alta=2026-01-01&nombre=x'))).toEqual({});
  });

  it('groups the entries by name for a call, each name keeping its values in order', () => {
    const entries = filterEntries(SAMPLE, { tags: ['y', 'x'], q: 'ana', alta: { after: '2026-01-01' } });
    expect(entriesAsQuery(entries)).toEqual({ q: ['ana'], tags: ['y', 'x'], alta_after: ['2026-01-01'] });
    expect(entriesAsQuery([])).toEqual({});
  });
});

describe('isFilterDay', () => {
  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-04-31', false],
    ['0000-01-01', false],
    ['0001-01-01', true],
    ['2026-1-01', false],
  ])('%s → %s', (value, ok) => {
    expect(isFilterDay(value)).toBe(ok);
  });
});
