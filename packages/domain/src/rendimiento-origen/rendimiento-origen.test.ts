import { describe, expect, it } from 'vitest';
import { filtrosDeCifra, porcentaje } from './rendimiento-origen';
import { rendimientoQuerySchema } from './rendimiento-origen-contract';

describe('porcentaje (exact rational, rounded once to one decimal, half up)', () => {
  it.each([
    [1, 8, 12.5],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 16, 6.3], // 6.25 → 6.3 (half up, not banker's or binary)
    [1, 6, 16.7],
    [0, 5, 0],
    [5, 5, 100],
    [1, 2000, 0.1], // 0.05 → 0.1
    [1, 2001, 0], // 0.04998… → 0.0
    [7, 0, null],
    [0, 0, null],
  ])('%d / %d → %s', (a, b, esperado) => {
    expect(porcentaje(a, b)).toBe(esperado);
  });
});

describe('filtrosDeCifra (each figure as the Teletrabajo filters that open it)', () => {
  const marzo = { after: '2026-03-01', before: '2026-03-31' };

  it("opens an origin's leads, and with dates those created on them", () => {
    expect(filtrosDeCifra('leads', 7, null)).toEqual({ origenBbdd: ['7'] });
    expect(filtrosDeCifra('leads', 7, marzo)).toEqual({ origenBbdd: ['7'], created_on: marzo });
    expect(filtrosDeCifra('leads', 7, {})).toEqual({ origenBbdd: ['7'] });
  });

  it('defines each figure by attention types or offer states', () => {
    expect(filtrosDeCifra('contactados', 7, null)).toEqual({
      origenBbdd: ['7'],
      atencion_tipo: ['AGENDADO', 'NO_INTERESADO', 'GESTION', 'OFERTA'],
    });
    expect(filtrosDeCifra('agendados', 7, null)).toMatchObject({ atencion_tipo: ['AGENDADO'] });
    expect(filtrosDeCifra('no_interesados', 7, null)).toMatchObject({ atencion_tipo: ['NO_INTERESADO'] });
    expect(filtrosDeCifra('con_oferta', 7, null)).toMatchObject({
      estadoOferta: ['1', '2', '3', '4', '5', '6', '7'],
    });
    expect(filtrosDeCifra('vendidos', 7, marzo)).toEqual({
      origenBbdd: ['7'],
      created_on: marzo,
      estadoOferta: ['4', '6'],
    });
  });

  it('opens every origin for the total row, and the customers with none for "Sin origen"', () => {
    expect(filtrosDeCifra('vendidos', 'todos', null)).toEqual({ estadoOferta: ['4', '6'] });
    expect(filtrosDeCifra('vendidos', 'sin-origen', null)).toEqual({
      origenBbdd: ['null'],
      estadoOferta: ['4', '6'],
    });
  });
});

describe('rendimientoQuerySchema', () => {
  it('takes either end open, and refuses a start after the end or a bad day', () => {
    expect(rendimientoQuerySchema.parse({})).toEqual({ after: undefined, before: undefined });
    expect(rendimientoQuerySchema.parse({ after: '2026-03-01' }).after).toBe('2026-03-01');
    expect(rendimientoQuerySchema.parse({ after: '', before: ' ' })).toEqual({
      after: undefined,
      before: undefined,
    });
    expect(rendimientoQuerySchema.safeParse({ after: '2026-03-02', before: '2026-03-01' }).success).toBe(
      false,
    );
    expect(rendimientoQuerySchema.safeParse({ after: '01/03/2026' }).success).toBe(false);
  });
});
