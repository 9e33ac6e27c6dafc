import { describe, expect, it } from 'vitest';
import { MENSAJES_CODIGO_POSTAL } from '../validators/codigo-postal';
import { MENSAJES_DOCUMENTO } from '../validators/documento';
import {
  DATOS_LEGALES_VACIOS,
  MENSAJES_DATOS_LEGALES,
  datosLegalesDocumento,
  datosLegalesUpdateSchema,
  direccionPostal,
  type DatosLegales,
} from './datos-legales';

const completos: DatosLegales = {
  razon_social: 'Telecomunicaciones Norte, S.L.',
  cif: 'B12345674',
  direccion: 'Calle Mayor 1, 2.º B',
  codigo_postal: '28013',
  localidad: 'Madrid',
};

describe('datosLegalesUpdateSchema', () => {
  it('trims, normalises the CIF/NIF and keeps the postal code', () => {
    expect(
      datosLegalesUpdateSchema.parse({
        razon_social: '  Telecomunicaciones Norte, S.L. ',
        cif: 'b-1234567-4',
        direccion: ' Calle Mayor 1, 2.º B',
        codigo_postal: ' 28013 ',
        localidad: 'Madrid ',
      }),
    ).toEqual(completos);
  });

  it('leaves absent keys out (kept) and clears null or blank ones', () => {
    expect(datosLegalesUpdateSchema.parse({ razon_social: '  ', cif: null })).toEqual({
      razon_social: null,
      cif: null,
    });
    expect(datosLegalesUpdateSchema.parse({})).toEqual({});
  });

  const refused: Array<[string, Record<string, unknown>, string]> = [
    ['a wrong CIF control digit', { cif: 'B12345675' }, MENSAJES_DOCUMENTO.cifControl],
    ['a postal code of 4 digits', { codigo_postal: '2801' }, MENSAJES_CODIGO_POSTAL.formato],
    ['a postal code of no province', { codigo_postal: '53001' }, MENSAJES_CODIGO_POSTAL.provincia],
    ['a legal name too long', { razon_social: 'x'.repeat(201) }, MENSAJES_DATOS_LEGALES.largo(200)],
    ['a newline in the address', { direccion: 'Calle\nMayor' }, MENSAJES_DATOS_LEGALES.caracteres],
    ['a number for text', { localidad: 28 }, MENSAJES_DATOS_LEGALES.texto],
  ];
  it.each(refused)('refuses %s', (_, body, message) => {
    const result = datosLegalesUpdateSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('refuses a key it does not know', () => {
    expect(datosLegalesUpdateSchema.safeParse({ subdomain: 'otro' }).success).toBe(false);
  });
});

describe('direccionPostal and datosLegalesDocumento', () => {
  const cases: Array<[string, Partial<DatosLegales>, string | null]> = [
    ['all three', completos, 'Calle Mayor 1, 2.º B, 28013 Madrid'],
    ['no postal code', { direccion: 'Calle Mayor 1', localidad: 'Madrid' }, 'Calle Mayor 1, Madrid'],
    ['only the place', { codigo_postal: '28013', localidad: 'Madrid' }, '28013 Madrid'],
    ['nothing', {}, null],
  ];
  it.each(cases)('%s', (_, datos, expected) => {
    expect(direccionPostal({ ...DATOS_LEGALES_VACIOS, ...datos })).toBe(expected);
  });

  it('prints what is set and is null when nothing is', () => {
    expect(datosLegalesDocumento(completos)).toEqual({
      razonSocial: 'Telecomunicaciones Norte, S.L.',
      cif: 'B12345674',
      direccion: 'Calle Mayor 1, 2.º B, 28013 Madrid',
    });
    expect(datosLegalesDocumento({ ...DATOS_LEGALES_VACIOS, cif: 'B12345674' })).toEqual({
      razonSocial: null,
      cif: 'B12345674',
      direccion: null,
    });
    expect(datosLegalesDocumento(DATOS_LEGALES_VACIOS)).toBeNull();
  });
});
