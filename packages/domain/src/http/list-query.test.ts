import { describe, expect, it } from 'vitest';
import { defineFilters } from './list-filters';
import type { ListPaging } from './page';
import { listQuerySchema, normaliseQuery } from './list-query';

const FILTERS = defineFilters({
  nombre: { kind: 'text', label: 'Nombre' },
  estado: { kind: 'list', input: 'select', label: 'Estado' },
  comercial: { kind: 'id', input: 'select', orNull: true, label: 'Comercial' },
  estadoOferta: { kind: 'id', input: 'multi', max: 7, label: 'Estado de la oferta' },
  fecha: { kind: 'range', label: 'Fecha' },
  activo: { kind: 'boolean', label: 'Activo' },
});
const PAGING = {
  defaultPageSize: 25,
  maxPageSize: 100,
  pageSizeOptions: [25],
  orderable: ['nombre', 'id'],
  defaultOrdering: '-id',
} as const satisfies ListPaging<'nombre' | 'id'>;
const schema = listQuerySchema(FILTERS, PAGING);
const parse = (query: Record<string, unknown>) => schema.safeParse(query);

describe('a list query parsed from its filter declaration', () => {
  it('reads each kind of filter the ways the query string may carry it', () => {
    const parsed = parse({
      nombre: ['  ', ' Gar '],
      'estado[]': ['A', 'B,C'],
      comercial: 'null,7',
      fecha: ['2026-01-01', '2026-01-31'],
      activo: 'true',
    });
    expect(parsed.success && parsed.data).toMatchObject({
      nombre: 'Gar',
      estado: ['A', 'B', 'C'],
      comercial: ['null', 7],
      estadoOferta: [],
      fecha: { after: '2026-01-01', before: '2026-01-31' },
      activo: true,
      search: undefined,
      page: 1,
      itemsPerPage: 25,
      ordering: { field: 'id', descending: true },
      paged: false,
    });
  });

  it('drops empty values and takes name_after / name_before for ranges', () => {
    const parsed = parse({ nombre: '', estado: ['', ' '], fecha_before: '2026-02-01', page: '2' });
    expect(parsed.success && parsed.data).toMatchObject({
      nombre: undefined,
      estado: [],
      fecha: { before: '2026-02-01' },
      page: 2,
      paged: true,
    });
  });

  it.each([
    [{ estadoOferta: '8' }, 'estadoOferta'],
    [{ comercial: '0x1' }, 'comercial'],
    [{ comercial: '+1' }, 'comercial'],
    [{ comercial: '2147483648' }, 'comercial'],
    [{ fecha_after: 'ayer' }, 'fecha_after'],
    // A day of the right shape that does not exist reached PostgreSQL's ::date cast: a 500.
    [{ fecha_after: '2026-02-30' }, 'fecha_after'],
    [{ fecha_before: '2026-13-45' }, 'fecha_before'],
    [{ 'fecha[]': ['0000-01-01', '2026-01-01'] }, 'fecha_after'],
    [{ activo: 'si' }, 'activo'],
    [{ activo: ['1', '0'] }, 'activo'],
    [{ nombre: 'x'.repeat(201) }, 'nombre'],
    [{ page: '0' }, 'page'],
    [{ page: '1e3' }, 'page'],
    [{ itemsPerPage: '101' }, 'itemsPerPage'],
    [{ ordering: 'password_hash' }, 'ordering'],
  ])('refuses %j naming %s', (query, field) => {
    const parsed = parse(query);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('treats keys such as __proto__ and constructor as plain, unknown names', () => {
    const query = JSON.parse(
      '{"__proto__": ["x"], "constructor": "y", "toString": "z", "hasOwnProperty": "w"}',
    );
    expect(normaliseQuery(query).get('constructor')).toEqual(['y']);
    expect(parse(query).success).toBe(true);
  });
});
