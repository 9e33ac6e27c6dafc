import { describe, expect, it } from 'vitest';
import { CARLOS, LUCIA, MAYO, PEDRO, ROSA, TOMAS } from '../test/gerencia-mes-fixtures';
import { buscarPorNombre, comercialesDelMes } from './comerciales-del-mes';
import { agruparParaReporte } from './grupos-reporte';

describe('agruparParaReporte', () => {
  it('puts each commercial in their report group, in SPEC order, leaving out the empty ones', () => {
    const grupos = agruparParaReporte(MAYO.comerciales);
    expect(grupos.map(({ grupo, comerciales }) => [grupo, comerciales.map((c) => c.id)])).toEqual([
      ['Tienda', [CARLOS.id, TOMAS.id]],
      ['DBL', [LUCIA.id]],
      ['Colaborador', [ROSA.id]],
      ['sin clasificar', [PEDRO.id]],
    ]);
  });

  it('files an unknown commercial type under sin clasificar', () => {
    const raro = { ...CARLOS, id: 99, tipo_comercial: 'FRANQUICIA' };
    expect(agruparParaReporte([raro])).toEqual([{ grupo: 'sin clasificar', comerciales: [raro] }]);
  });
});

describe('buscarPorNombre', () => {
  it('finds names holding the text, case and accents aside', () => {
    expect(buscarPorNombre(MAYO.comerciales, ' LUCIA ').map((c) => c.id)).toEqual([LUCIA.id]);
    expect(buscarPorNombre(MAYO.comerciales, 'PEREZ').map((c) => c.id)).toEqual([PEDRO.id]);
    expect(buscarPorNombre(MAYO.comerciales, '')).toHaveLength(5);
  });
});

describe('comercialesDelMes', () => {
  it('keeps for the tables the commercials with objectives, and names the others apart', () => {
    const sinObjetivos = { ...CARLOS, id: 98, nombre: 'Ana Sin Objetivos', objetivos: [] };
    const { conObjetivos, sinObjetivos: aparte } = comercialesDelMes(
      [...MAYO.comerciales, sinObjetivos],
      'o',
    );
    expect(conObjetivos.map((c) => c.id)).toEqual([CARLOS.id, LUCIA.id, PEDRO.id, ROSA.id, TOMAS.id]);
    expect(aparte.map((c) => c.nombre)).toEqual(['Ana Sin Objetivos']);
  });
});
