import { describe, expect, it } from 'vitest';
import { grupoDeReporte, proyeccionFinDeMes, proyeccionPorc } from './proyeccion';

describe('the month-end projection at the working-day pace', () => {
  it.each([
    // 10 sold in 11 of 22 working days: 20 by the end.
    { consecucion: '10', transcurridos: '11.0', total: '22.0', proyeccion: '20.00' },
    // A Saturday counts half: 7 in 10.5 of 23.5 days.
    { consecucion: '7', transcurridos: '10.5', total: '23.5', proyeccion: '15.67' },
    // Nothing sold yet: 0, not null.
    { consecucion: '0', transcurridos: '3.0', total: '21.0', proyeccion: '0.00' },
    // The month is over: the projection is what was sold.
    { consecucion: '13', transcurridos: '21.5', total: '21.5', proyeccion: '13.00' },
    // Before the first working day there is no pace.
    { consecucion: '0', transcurridos: '0.0', total: '22.0', proyeccion: null },
  ])(
    '$consecucion in $transcurridos of $total days → $proyeccion',
    ({ consecucion, transcurridos, total, proyeccion }) => {
      expect(proyeccionFinDeMes(consecucion, { transcurridos, total })).toBe(proyeccion);
    },
  );

  it.each([
    { proyeccion: '20.00', objetivo: '16', porc: '125.00' },
    { proyeccion: '15.67', objetivo: '30', porc: '52.23' },
    { proyeccion: '5.00', objetivo: '0', porc: null },
    { proyeccion: null, objetivo: '10', porc: null },
  ])('$proyeccion over a target of $objetivo is $porc %', ({ proyeccion, objetivo, porc }) => {
    expect(proyeccionPorc(proyeccion, objetivo)).toBe(porc);
  });
});

describe('the report group of a commercial type (SPEC §3)', () => {
  it.each([
    ['TIENDA', 'Tienda'],
    ['DBL', 'DBL'],
    ['COLABORADOR', 'Colaborador'],
    ['RECOMENDADOR', 'Recomendador'],
    ['SIN DEFINIR', 'sin clasificar'],
    ['OTRO', 'sin clasificar'],
  ])('%s → %s', (tipo, grupo) => {
    expect(grupoDeReporte(tipo)).toBe(grupo);
  });
});
