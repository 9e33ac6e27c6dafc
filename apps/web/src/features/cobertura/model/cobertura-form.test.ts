import { describe, expect, it } from 'vitest';
import { MENSAJES_CODIGO_POSTAL } from '@ventas/domain/validators/codigo-postal';
import { cFormSchema, coordenadaComoTexto } from './cobertura-form';

const FORM = { direccion: 'Calle Mayor 12', cp: '50001', localidad: 'Zaragoza', provincia: 'Zaragoza' };

describe('provider C’s coverage form', () => {
  it.each([
    ['', '', undefined, undefined],
    ['41,6561', '-0,8773', 41.6561, -0.8773],
    ['41.6561', '-0.8773', 41.6561, -0.8773],
  ])('reads latitude %j and longitude %j', (lat, lng, latitud, longitud) => {
    expect(cFormSchema.parse({ ...FORM, lat, lng })).toEqual({ ...FORM, lat: latitud, lng: longitud });
  });

  it.each([
    ['lat', '91'],
    ['lng', '-180,5'],
    ['lat', 'norte'],
  ])('refuses %s %j', (campo, valor) => {
    const result = cFormSchema.safeParse({ ...FORM, lat: '', lng: '', [campo]: valor });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([campo]);
  });

  it('checks the postal code with the domain’s validator', () => {
    const result = cFormSchema.safeParse({ ...FORM, cp: '5000', lat: '', lng: '' });
    expect(result.error?.issues[0]?.message).toBe(MENSAJES_CODIGO_POSTAL.formato);
  });

  it('writes a coordinate with a Spanish decimal comma and at most six decimals', () => {
    expect(coordenadaComoTexto(41.65612345)).toBe('41,656123');
    expect(coordenadaComoTexto(-3)).toBe('-3');
  });
});
