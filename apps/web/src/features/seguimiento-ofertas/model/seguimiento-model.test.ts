import { describe, expect, it } from 'vitest';
import { etiquetaCampo, etiquetaEjeX, formatoValor, idDeFila } from './formato-valor';
import { presetsSeguimiento } from './rango-seguimiento';

describe('offers tracking dates', () => {
  it.each([
    ['2026-03-15', ['2026-03-01', '2026-03-15'], ['2026-02-01', '2026-02-28']],
    ['2026-01-01', ['2026-01-01', '2026-01-01'], ['2025-12-01', '2025-12-31']],
    ['2028-03-31', ['2028-03-01', '2028-03-31'], ['2028-02-01', '2028-02-29']],
  ])(
    'on %s defaults to the 1st of the month to today, and offers the whole previous month',
    (hoy, actual, anterior) => {
      const [porDefecto, previo, soloHoy] = presetsSeguimiento(hoy);
      expect([porDefecto!.desde, porDefecto!.hasta]).toEqual(actual);
      expect([previo!.desde, previo!.hasta]).toEqual(anterior);
      expect([soloHoy!.desde, soloHoy!.hasta]).toEqual([hoy, hoy]);
    },
  );
});

describe('offers tracking values', () => {
  it.each([
    [1234.5, '1234,5'],
    [1234567, '1.234.567'],
    [true, 'Sí'],
    [false, 'No'],
    [null, '—'],
    ['', '—'],
    [undefined, '—'],
    ['Firmada', 'Firmada'],
    ['2026-11-02', '02/11/2026'],
    ['174.20', '174,20'],
    ['1234.50', '1234,50'],
    ['-3.00', '-3,00'],
    ['OF-20261102-01', 'OF-20261102-01'],
    ['2026-13-45', '2026-13-45'],
  ])('shows %j as %s', (valor, texto) => expect(formatoValor(valor)).toBe(texto));

  it('labels a field from its key and finds the id a row opens', () => {
    expect(etiquetaCampo('fecha_alta')).toBe('Fecha alta');
    expect(etiquetaCampo('cuota-mensual')).toBe('Cuota mensual');
    expect(idDeFila({ id: 7, cliente: 'x' })).toBe('7');
    expect(idDeFila({ id: null })).toBeNull();
    expect(idDeFila({ cliente: 'x' })).toBeNull();
  });
});

describe("the Variables chart's x values", () => {
  it.each([
    ['2026-11-02', 'eje', '02/11'],
    ['2026-11-02', 'detalle', '02/11/2026'],
    ['2028-02-29', 'eje', '29/02'],
    // Not a calendar day, or not a date: as a table cell shows it.
    ['2026-13-45', 'eje', '2026-13-45'],
    ['Semana 12', 'detalle', 'Semana 12'],
    ['174.20', 'eje', '174,20'],
  ] as const)('%s on the %s reads %s', (x, donde, texto) => {
    expect(etiquetaEjeX(x, donde)).toBe(texto);
  });
});
