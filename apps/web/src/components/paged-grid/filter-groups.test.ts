import { describe, expect, it } from 'vitest';
import { CLIENTES_FILTERS } from '@ventas/domain/telework/clientes-filters';
import { filterGroups } from './filter-groups';

describe('filter panel', () => {
  it('offers every SPEC §3 filter exactly once', () => {
    const inPanel = filterGroups(CLIENTES_FILTERS).flatMap((group) => group.keys);
    const all = Object.keys(CLIENTES_FILTERS);
    expect([...inPanel].sort()).toEqual([...all].sort());
    expect(new Set(inPanel).size).toBe(inPanel.length);
  });

  it('keeps the sections in the order the declaration first names them', () => {
    expect(filterGroups(CLIENTES_FILTERS).map((group) => group.title)).toEqual([
      'Cliente',
      'Seguimiento',
      'Ofertas',
      'Actividad',
      'Contratos',
    ]);
  });
});
