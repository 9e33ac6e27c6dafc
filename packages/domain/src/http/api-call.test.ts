import { describe, expect, it } from 'vitest';
import { callPath } from './api-call';

describe('callPath', () => {
  it.each([
    ['/api/tiendas/', undefined, '/api/tiendas/'],
    ['/api/tiendas/:id/', { id: 7 }, '/api/tiendas/7/'],
    ['/api/tiendas/:id/cifras/', { id: '12' }, '/api/tiendas/12/cifras/'],
    ['/api/a/:tipo/:id/', { tipo: 'tarifas', id: 3 }, '/api/a/tarifas/3/'],
    ['/api/a/:nombre/', { nombre: 'a b/c' }, '/api/a/a%20b%2Fc/'],
  ])('%s with %j is %s', (path, params, expected) => {
    expect(callPath({ path }, params)).toBe(expected);
  });

  it('throws when a parameter is missing (a bug in the caller)', () => {
    expect(() => callPath({ path: '/api/tiendas/:id/' }, {})).toThrow("Falta el parámetro 'id'");
  });
});
