import { describe, expect, it } from 'vitest';
import {
  estaEnNoLlamar,
  leerFilasTelefono,
  MAX_MUESTRAS,
  MENSAJES_IMPORTAR,
  resultadoImportar,
  type CeldaTelefono,
} from './no-llamar-importacion';

const filas = (...celdas: Array<string | CeldaTelefono>) =>
  celdas.map((celda, index) => ({
    fila: index + 1,
    celda: typeof celda === 'string' ? { texto: celda } : celda,
  }));

describe('leerFilasTelefono', () => {
  it.each([
    ['a Spanish mobile with separators', '+34 600 11 22 33', '600112233'],
    ['the bare nine digits', '600112233', '600112233'],
    ['00 read as +', '0034 912 345 678', '912345678'],
    ['a foreign number', '+44 20 7946 0958', '+442079460958'],
  ])('normalises %s', (_what, texto, telefono) => {
    const leidas = leerFilasTelefono(filas('Teléfono', texto));
    expect(leidas.telefonos).toEqual([telefono]);
    expect(leidas.invalidos).toEqual([]);
  });

  it.each([
    ['too short', '60011', MENSAJES_IMPORTAR.telefono],
    ['+34 then too few digits', '+34 12345', MENSAJES_IMPORTAR.telefono],
    ['letters', '600abc123', MENSAJES_IMPORTAR.telefono],
    ['a formula as text', '=HYPERLINK("http://x","600112233")', MENSAJES_IMPORTAR.formula],
    ['an @ formula', '@SUM(A1)', MENSAJES_IMPORTAR.formula],
    ['a 10 KB text', '6'.repeat(10_000), MENSAJES_IMPORTAR.largo],
    ['a NUL byte', '600\u0000112233', MENSAJES_IMPORTAR.control],
  ])('refuses %s with its reason', (_what, texto, motivo) => {
    const leidas = leerFilasTelefono(filas('600000001', texto));
    expect(leidas.invalidos).toEqual([{ fila: 2, valor: expect.any(String), motivo }]);
    expect(leidas.invalidos[0]!.valor.length).toBeLessThanOrEqual(40);
    expect(leidas.telefonos).toEqual(['600000001']);
  });

  it("keeps the reader's reason for a refused cell", () => {
    const leidas = leerFilasTelefono(filas({ rechazo: MENSAJES_IMPORTAR.formula }, '600000001'));
    expect(leidas.invalidos).toEqual([{ fila: 1, valor: '', motivo: MENSAJES_IMPORTAR.formula }]);
    expect(leidas.filas).toBe(2);
  });

  it('skips a header only when the first row has no digit', () => {
    expect(leerFilasTelefono(filas('telefono', '600000001')).filas).toBe(1);
    expect(leerFilasTelefono(filas('600000001', '600000002')).telefonos).toHaveLength(2);
    // A second wordy row is no header: it is an invalid phone.
    expect(leerFilasTelefono(filas('Teléfono', 'Móvil')).invalidos).toHaveLength(1);
  });

  it('skips blank rows and counts a phone seen before in the file as repeated', () => {
    const leidas = leerFilasTelefono(filas('', '600112233', '  ', '+34 600 11 22 33', '600.11.22.33'));
    expect(leidas).toEqual({ filas: 3, telefonos: ['600112233'], repetidos: 2, invalidos: [] });
  });
});

describe('resultadoImportar', () => {
  it('answers the classes of every row: new, already there, repeated, invalid', () => {
    const leidas = leerFilasTelefono(filas('Teléfono', '600000001', '600000002', '600000001', 'x'));
    expect(resultadoImportar(leidas, 1)).toEqual({
      filas: 4,
      nuevos: 1,
      ya_estaban: 1,
      repetidos: 1,
      invalidos: 1,
      muestras_invalidas: [{ fila: 5, valor: 'x', motivo: MENSAJES_IMPORTAR.telefono }],
    });
  });

  it(`shows at most ${MAX_MUESTRAS} invalid samples but counts them all`, () => {
    const malas = Array.from({ length: 150 }, (_, index) => `mal ${index}`);
    const resultado = resultadoImportar(leerFilasTelefono(filas('600000001', ...malas)), 1);
    expect(resultado.invalidos).toBe(150);
    expect(resultado.muestras_invalidas).toHaveLength(MAX_MUESTRAS);
  });
});

describe('estaEnNoLlamar', () => {
  const lista = new Set(['600112233', '+442079460958']);
  it.each([
    ['+34 600 11 22 33', true],
    ['600112233', true],
    ['0044 20 7946 0958', true],
    ['600112234', false],
    ['no es un teléfono', false],
  ])('%s → %s', (telefono, esperado) => {
    expect(estaEnNoLlamar(telefono, lista)).toBe(esperado);
  });
});
