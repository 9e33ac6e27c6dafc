import { describe, expect, it } from 'vitest';
import { claveDeDireccion, normalizarDireccion } from './direccion-clave';

describe('coverage cache key', () => {
  it.each([
    ['C/ Mayor, 5', 'calle mayor 5'],
    ['calle mayor 5', 'calle mayor 5'],
    ['CALLE MAYOR Nº 5', 'calle mayor 5'],
    ['Avda. de la Constitución, 12, 3º B', 'avenida de la constitucion 12 3 b'],
    ['Pº de Gracia 21', 'paseo de gracia 21'],
    ['  Plaza   España  1 ', 'plaza espana 1'],
  ])('%j is %j', (direccion, normalizada) => {
    expect(normalizarDireccion(direccion)).toBe(normalizada);
  });

  it('keeps postal codes and localities apart', () => {
    const a = claveDeDireccion({ direccion: 'C/ Mayor 5', cp: '28013' });
    expect(claveDeDireccion({ direccion: 'calle mayor, 5', cp: '28013' })).toBe(a);
    expect(claveDeDireccion({ direccion: 'calle mayor, 5', cp: '28014' })).not.toBe(a);
    expect(claveDeDireccion({ direccion: 'C/ Mayor 5', cp: '28013', localidad: 'Madrid' })).not.toBe(a);
  });
});
