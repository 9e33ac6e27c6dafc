import { describe, expect, it } from 'vitest';
import type { ColumnaFichero } from './importacion-contract';
import { foldCabecera, sugerirMapeo } from './importacion-mapeo';

const columnas = (...cabeceras: string[]): ColumnaFichero[] =>
  cabeceras.map((cabecera, index) => ({ indice: index + 1, cabecera, ejemplos: [] }));

describe('foldCabecera', () => {
  it.each([
    ['  Teléfono Móvil ', 'telefono movil'],
    ['C.P.', 'c p'],
    ['Nº Documento', 'n documento'],
    ['E-mail', 'e mail'],
    ['DNI/NIE', 'dni nie'],
  ])('%s → %s', (cabecera, folded) => {
    expect(foldCabecera(cabecera)).toBe(folded);
  });
});

describe('sugerirMapeo', () => {
  it('reads the usual headers, phones from several columns, each other field once', () => {
    expect(
      sugerirMapeo(
        columnas(
          'Nombre y apellidos',
          'DNI/NIE',
          'Tlf. fijo',
          'Móvil',
          'C.P.',
          'Población',
          'E-mail',
          'Cliente',
          'Provincia',
        ),
        null,
      ),
    ).toEqual({
      '1': 'nombre',
      '2': 'documento',
      '3': 'telefono',
      '4': 'telefono',
      '5': 'cp',
      '6': 'localidad',
      '7': 'email',
      '8': null,
      '9': null,
    });
  });

  it('prefers the origin’s saved mapping, a column left out included', () => {
    const guardado = { cliente: 'nombre', nombre: null, 'nº de socio': 'notas' } as const;
    expect(sugerirMapeo(columnas('Nombre', 'Cliente', 'Teléfono'), guardado)).toEqual({
      '1': null,
      '2': 'nombre',
      '3': 'telefono',
    });
  });
});
