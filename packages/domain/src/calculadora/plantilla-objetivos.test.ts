import { describe, expect, it } from 'vitest';
import {
  cabecerasCoinciden,
  cabecerasPlantilla,
  disposicionPlantilla,
  filaPlantilla,
  leerFila,
  letraColumna,
  MOTIVOS,
  rechazosDeLaHoja,
  type Celda,
  type ValorCelda,
} from './plantilla-objetivos';

const FIBRA = { id: 4, nombre: 'FIBRA' };
const MOVIL = { id: 9, nombre: 'MÓVIL' };
const disposicion = disposicionPlantilla([FIBRA, MOVIL]);

/** A sheet row from its values by column (index 0 is column 1), as the API would give them. */
const celdas =
  (valores: ReadonlyArray<ValorCelda | Celda>) =>
  (columna: number): Celda => {
    const valor = valores[columna - 1] ?? null;
    if (valor === null) return { tipo: 'vacia' };
    if (typeof valor === 'number') return { tipo: 'numero', valor };
    if (typeof valor === 'string') return { tipo: 'texto', valor };
    return valor;
  };

describe('the objectives template layout (SPEC §9)', () => {
  it('puts the first family at column 3 and the working days 5 columns beyond the last family', () => {
    expect(disposicion.familias.map(({ objetivo, peso, llave }) => [objetivo, peso, llave])).toEqual([
      [3, 4, 5],
      [6, 7, 8],
    ]);
    expect(disposicion.dias).toBe(13);
    expect(disposicionPlantilla([]).dias).toBe(7);
  });

  it.each([
    [1, 'A'],
    [3, 'C'],
    [26, 'Z'],
    [27, 'AA'],
    [53, 'BA'],
  ])('names column %i as %s', (columna, letra) => {
    expect(letraColumna(columna)).toBe(letra);
  });

  it('names each family with its id in the headers, so a stale template is recognised', () => {
    const cabeceras = cabecerasPlantilla(disposicion);
    expect(cabeceras.slice(0, 8)).toEqual([
      'ID comercial',
      'Comercial',
      'FIBRA [4]: objetivo',
      'FIBRA [4]: peso',
      'FIBRA [4]: llave',
      'MÓVIL [9]: objetivo',
      'MÓVIL [9]: peso',
      'MÓVIL [9]: llave',
    ]);
    expect(cabecerasCoinciden(disposicion, (columna) => cabeceras[columna - 1] ?? '')).toBe(true);
    const otraFamilia = cabecerasPlantilla(disposicionPlantilla([FIBRA]));
    expect(cabecerasCoinciden(disposicion, (columna) => otraFamilia[columna - 1] ?? '')).toBe(false);
    expect(cabecerasCoinciden(disposicionPlantilla([FIBRA]), (columna) => cabeceras[columna - 1] ?? '')).toBe(
      false,
    );
  });
});

describe('a commercial row written and read back', () => {
  it('writes weights as 0–1 and reads them back as the stored percent, exactly', () => {
    const objetivos = [
      { familia: 4, objetivo: '12.50', peso: '33.33', llave: true },
      { familia: 9, objetivo: '8.00', peso: '66.67', llave: false },
    ];
    const fila = filaPlantilla(disposicion, { id: 7, nombre: 'Ana' }, objetivos, '21.5');
    expect(fila.slice(0, 8)).toEqual([7, 'Ana', 12.5, 0.3333, 1, 8, 0.6667, 0]);
    expect(fila[12]).toBe(21.5);
    expect(leerFila(disposicion, 4, celdas(fila))).toEqual({
      fila: 4,
      comercial: 7,
      objetivos,
      rechazos: [],
    });
  });

  it('reads three blank cells as no objective of that family', () => {
    const leida = leerFila(disposicion, 5, celdas([7, 'Ana', 10, 1, 1]));
    expect(leida.objetivos).toEqual([{ familia: 4, objetivo: '10.00', peso: '100.00', llave: true }]);
  });

  it('reads numbers typed as text with a decimal comma, and a blank key as 0', () => {
    const leida = leerFila(disposicion, 4, celdas(['7', 'Ana', '10,5', '0,4', null, 3, 0.6, '1']));
    expect(leida.rechazos).toEqual([]);
    expect(leida.objetivos.map((o) => [o.objetivo, o.peso, o.llave])).toEqual([
      ['10.50', '40.00', false],
      ['3.00', '60.00', true],
    ]);
  });
});

describe('refused cells, each with its address and Spanish reason', () => {
  const formula: Celda = { tipo: 'rechazada', motivo: MOTIVOS.formula };
  it.each([
    ['a weight above 1', [7, 'A', 10, 1.5, 0], 'D4', MOTIVOS.pesoFuera],
    ['a negative weight', [7, 'A', 10, -0.1, 0], 'D4', MOTIVOS.pesoFuera],
    ['a weight finer than 0.01 %', [7, 'A', 10, 0.12345, 0], 'D4', MOTIVOS.pesoDecimales],
    ['a key of 2', [7, 'A', 10, 1, 2], 'E4', MOTIVOS.llave],
    ['a key written "sí"', [7, 'A', 10, 1, 'sí'], 'E4', MOTIVOS.llave],
    ['a target that is text', [7, 'A', 'diez', 1, 0], 'C4', MOTIVOS.noNumero],
    ['a negative target', [7, 'A', -3, 1, 0], 'C4', MOTIVOS.objetivoNegativo],
    ['a target with 3 decimals', [7, 'A', 1.005, 1, 0], 'C4', MOTIVOS.objetivoDecimales],
    ['a weight without its target', [7, 'A', null, 1, 0], 'C4', MOTIVOS.faltaObjetivo],
    ['a target without its weight', [7, 'A', 10, null, 0], 'D4', MOTIVOS.faltaPeso],
    ['a formula in a target', [7, 'A', formula, 1, 0], 'C4', MOTIVOS.formula],
    ['a commercial id that is not one', ['siete', 'A', 10, 1, 0], 'A4', MOTIVOS.idComercial],
    ['a formula as the commercial id', [formula, 'A', 10, 1, 0], 'A4', MOTIVOS.formula],
  ] as const)('refuses %s', (_name, valores, celda, motivo) => {
    const leida = leerFila(disposicion, 4, celdas(valores as ReadonlyArray<ValorCelda | Celda>));
    expect(leida.rechazos).toContainEqual(expect.objectContaining({ celda, motivo }));
    expect(leida.objetivos).toHaveLength(0);
  });

  it('refuses weights that do not add up to 100 %, at the commercial id', () => {
    const leida = leerFila(disposicion, 6, celdas([7, 'A', 10, 0.5, 0, 4, 0.4, 0]));
    expect(leida.rechazos).toEqual([
      {
        celda: 'A6',
        fila: 6,
        comercial: 7,
        motivo: 'Los pesos del comercial suman 90 %; deben sumar el 100 % (1)',
      },
    ]);
  });

  it('refuses an unknown commercial and a commercial listed twice', () => {
    const filas = [4, 5, 6].map((fila, index) =>
      leerFila(disposicion, fila, celdas([[7, 7, 99][index]!, 'A', 10, 1, 0])),
    );
    expect(rechazosDeLaHoja(filas, (id) => id === 7)).toEqual([
      { celda: 'A5', fila: 5, comercial: 7, motivo: MOTIVOS.comercialRepetido(4) },
      { celda: 'A6', fila: 6, comercial: 99, motivo: MOTIVOS.comercialDesconocido(99) },
    ]);
  });
});
