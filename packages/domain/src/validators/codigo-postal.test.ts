import { describe, expect, it } from 'vitest';
import {
  MENSAJES_CODIGO_POSTAL as M,
  PROVINCIAS,
  codigoPostalSchema,
  provinciaByCodigo,
  provinciaFromCodigoPostal,
  validateCodigoPostal,
} from './codigo-postal';

describe('validateCodigoPostal', () => {
  it.each([
    ['28001', '28001'],
    [' 01001 ', '01001'],
    ['52006', '52006'],
    ['08905', '08905'],
  ])('accepts %j as %j', (value, expected) => {
    expect(validateCodigoPostal(value)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', M.formato],
    ['2800', M.formato],
    ['280011', M.formato],
    ['28 001', M.formato],
    ['2800A', M.formato],
    ['00043', M.provincia],
    ['53001', M.provincia],
    ['99999', M.provincia],
  ])('rejects %j with "%s"', (value, message) => {
    expect(validateCodigoPostal(value)).toEqual({ ok: false, message });
  });
});

describe('provinciaFromCodigoPostal', () => {
  it.each([
    ['28001', { codigo: '28', nombre: 'Madrid' }],
    ['01001', { codigo: '01', nombre: 'Araba/Álava' }],
    ['15001', { codigo: '15', nombre: 'A Coruña' }],
    ['07001', { codigo: '07', nombre: 'Illes Balears' }],
    ['35001', { codigo: '35', nombre: 'Las Palmas' }],
    ['38001', { codigo: '38', nombre: 'Santa Cruz de Tenerife' }],
    ['46001', { codigo: '46', nombre: 'Valencia/València' }],
    ['52001', { codigo: '52', nombre: 'Melilla' }],
    ['00043', null],
    ['5300', null],
  ])('finds the province of %j', (codigoPostal, expected) => {
    expect(provinciaFromCodigoPostal(codigoPostal)).toEqual(expected);
  });
});

describe('PROVINCIAS', () => {
  it('lists the codes 01 to 52 once each, in order', () => {
    const expected = Array.from({ length: 52 }, (_, i) => String(i + 1).padStart(2, '0'));
    expect(PROVINCIAS.map((provincia) => provincia.codigo)).toEqual(expected);
  });

  it('has a distinct name for every province', () => {
    expect(new Set(PROVINCIAS.map((provincia) => provincia.nombre)).size).toBe(52);
  });

  it('finds a province by code and nothing for an unknown one', () => {
    expect(provinciaByCodigo('48')?.nombre).toBe('Bizkaia');
    expect(provinciaByCodigo('00')).toBeNull();
  });
});

describe('codigoPostalSchema', () => {
  it('outputs the trimmed code and rejects a code outside 01-52', () => {
    expect(codigoPostalSchema.parse(' 28001 ')).toBe('28001');
    expect(codigoPostalSchema.safeParse('60001').error?.issues[0]?.message).toBe(M.provincia);
  });
});
