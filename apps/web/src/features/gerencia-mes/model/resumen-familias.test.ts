import { describe, expect, it } from 'vitest';
import { CARLOS, FIBRA, LUCIA, MAYO, MOVIL, PEDRO } from '../test/gerencia-mes-fixtures';
import { resumenPorFamilia, sumaComisiones } from './resumen-familias';

describe('resumenPorFamilia', () => {
  it('sums each family exactly over every commercial who has it', () => {
    const resumen = resumenPorFamilia(MAYO.comerciales, MAYO.familias);
    expect(resumen.get(FIBRA.id)).toEqual({
      objetivo: '16',
      consecucion: '10',
      objetivo_porc: '62.50',
      proyeccion: '20',
      proyeccion_porc: '125.00',
    });
    // In binary floats 0.05 + 0.10 is 0.15000000000000002 and 0.10 + 0.20 is 0.30000000000000004.
    expect(resumen.get(MOVIL.id)).toEqual({
      objetivo: '6',
      consecucion: '0.15',
      objetivo_porc: '2.50',
      proyeccion: '0.3',
      proyeccion_porc: '5.00',
    });
  });

  it('counts a commercial without a pace yet at their sales', () => {
    const sinRitmo = {
      ...PEDRO,
      objetivos: PEDRO.objetivos.map((o) => ({ ...o, objetivo: '4.00', proyeccion: null })),
    };
    const resumen = resumenPorFamilia([CARLOS, sinRitmo], [FIBRA]);
    expect(resumen.get(FIBRA.id)?.proyeccion).toBe('7');
    expect(resumen.get(FIBRA.id)?.proyeccion_porc).toBe('70.00');
  });

  it('has no projection when nobody has a pace, and no percent over a target of 0', () => {
    const sinRitmo = {
      ...PEDRO,
      objetivos: PEDRO.objetivos.map((o) => ({ ...o, proyeccion: null, proyeccion_porc: null })),
    };
    expect(resumenPorFamilia([sinRitmo], [FIBRA]).get(FIBRA.id)).toEqual({
      objetivo: '0',
      consecucion: '1',
      objetivo_porc: null,
      proyeccion: null,
      proyeccion_porc: null,
    });
  });
});

describe('sumaComisiones', () => {
  it('adds the commissions paid and leaves out a withheld one', () => {
    expect(sumaComisiones([CARLOS, LUCIA, PEDRO])).toBe('130.50');
  });
});
