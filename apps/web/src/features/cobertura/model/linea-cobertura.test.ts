import { describe, expect, it } from 'vitest';
import { lineaDeCobertura, notasConLinea } from './linea-cobertura';

const EN_MAYOR = { direccion: 'CALLE MAYOR 12, 50001 ZARAGOZA' } as const;

describe('the offer notes line of a covered technology', () => {
  it.each([
    [
      { tecnologia: 'FTTH', velocidad_max_mb: 1000 },
      'Cobertura FTTH 1000 Mb en CALLE MAYOR 12, 50001 ZARAGOZA (comprobada el 26/11/2026)',
    ],
    [
      { tecnologia: '5G', velocidad_max_mb: 10_000 },
      'Cobertura 5G 10.000 Mb en CALLE MAYOR 12, 50001 ZARAGOZA (comprobada el 26/11/2026)',
    ],
    [
      { tecnologia: '4G', velocidad_max_mb: null },
      'Cobertura 4G en CALLE MAYOR 12, 50001 ZARAGOZA (comprobada el 26/11/2026)',
    ],
  ] as const)('writes %o as "%s"', (tecnologia, linea) => {
    expect(lineaDeCobertura({ ...tecnologia, ...EN_MAYOR }, '2026-11-26')).toBe(linea);
  });

  it.each([
    ['', 'L'],
    ['Llamar por la tarde', 'Llamar por la tarde\nL'],
    ['Llamar por la tarde\n\n  ', 'Llamar por la tarde\nL'],
    ['  sangría\nsegunda', '  sangría\nsegunda\nL'],
  ])('appends to %j as a new last line', (notas, esperado) => {
    expect(notasConLinea(notas, 'L')).toBe(esperado);
  });
});
