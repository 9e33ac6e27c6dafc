import { describe, expect, it } from 'vitest';
import { estadoDistribuidor } from './estado-distribuidor';

describe('estadoDistribuidor', () => {
  it.each([
    ['a live distributor', null, null, 'activo'],
    [
      'one deleted, erased at 23:30 UTC (next day in Madrid)',
      '2026-05-01T10:00:00Z',
      '2026-05-31T23:30:00Z',
      'eliminado — borrado definitivo el 01/06/2026',
    ],
    [
      'one deleted in winter time',
      '2026-01-02T10:00:00Z',
      '2026-02-01T22:59:00Z',
      'eliminado — borrado definitivo el 01/02/2026',
    ],
    ['one deleted with no erasure date', '2026-01-02T10:00:00Z', null, 'eliminado'],
  ])('says the state of %s', (_name, deleted_at, purge_after, expected) => {
    expect(estadoDistribuidor({ deleted_at, purge_after })).toBe(expected);
  });
});
