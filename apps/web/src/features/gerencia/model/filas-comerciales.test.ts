import { describe, expect, it } from 'vitest';
import { CUENTAS } from '../test/gerencia-fixtures';
import { filtrarPorNombre, ordenarFilas, siguienteOrden, type Orden } from './filas-comerciales';

const nombres = (filas: { nombre: string }[]) => filas.map((fila) => fila.nombre);
const FILAS = CUENTAS.comerciales;

describe('filtrarPorNombre', () => {
  it.each([
    ['', ['Carlos Comercial', 'Lucía López', 'Marta Gerente']],
    ['  ', ['Carlos Comercial', 'Lucía López', 'Marta Gerente']],
    ['LUCIA', ['Lucía López']],
    ['lópez', ['Lucía López']],
    ['er', ['Carlos Comercial', 'Marta Gerente']],
    ['zzz', []],
  ])('"%s" keeps %j', (busqueda, esperados) => {
    expect(nombres(filtrarPorNombre(FILAS, busqueda))).toEqual(esperados);
  });
});

describe('ordenarFilas', () => {
  it.each<[Orden, string[]]>([
    [{ clave: 'nombre', direccion: 'desc' }, ['Marta Gerente', 'Lucía López', 'Carlos Comercial']],
    [{ clave: 'agendado', direccion: 'desc' }, ['Lucía López', 'Carlos Comercial', 'Marta Gerente']],
    [{ clave: 'atencion', direccion: 'asc' }, ['Marta Gerente', 'Lucía López', 'Carlos Comercial']],
    // Equal figures keep the names' order whichever the direction.
    [{ clave: 'paquete', direccion: 'desc' }, ['Carlos Comercial', 'Lucía López', 'Marta Gerente']],
    [{ clave: 'tipo_comercial', direccion: 'asc' }, ['Lucía López', 'Marta Gerente', 'Carlos Comercial']],
  ])('%j gives %j', (orden, esperados) => {
    expect(nombres(ordenarFilas(FILAS, orden))).toEqual(esperados);
  });
});

describe('siguienteOrden', () => {
  it('starts a figure largest first, a name A to Z, and turns a column round on a second click', () => {
    expect(siguienteOrden({ clave: 'nombre', direccion: 'asc' }, 'vendido')).toEqual({
      clave: 'vendido',
      direccion: 'desc',
    });
    expect(siguienteOrden({ clave: 'vendido', direccion: 'desc' }, 'nombre')).toEqual({
      clave: 'nombre',
      direccion: 'asc',
    });
    expect(siguienteOrden({ clave: 'vendido', direccion: 'desc' }, 'vendido')).toEqual({
      clave: 'vendido',
      direccion: 'asc',
    });
  });
});
