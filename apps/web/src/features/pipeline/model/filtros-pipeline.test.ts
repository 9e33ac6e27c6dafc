import { describe, expect, it } from 'vitest';
import { conFiltro, consultaDelTablero } from './filtros-pipeline';

const HOY = '2026-12-05';

describe("the board's filters in the URL", () => {
  it.each([
    ['', { created_on_after: '2026-12-01', created_on_before: '2026-12-31' }],
    ['mes=todo', {}],
    ['mes=todo&comercial=4', { comercial: '4' }],
    [
      'mes=2026-02&operador=DBL&segmento=NEGOCIOS',
      {
        created_on_after: '2026-02-01',
        created_on_before: '2026-02-28',
        operador: 'DBL',
        segmento: 'NEGOCIOS',
      },
    ],
    // Blank values and parameters the board does not know are not sent.
    ['mes=todo&comercial=&operador=%20&orden=x', {}],
  ])('?%s asks for %j', (search, consulta) => {
    expect(consultaDelTablero(new URLSearchParams(search), HOY)).toEqual(consulta);
  });

  it('changes one filter and keeps the others; an empty value takes it away', () => {
    const params = new URLSearchParams('mes=2026-11&comercial=4');
    expect(conFiltro(params, 'operador', 'A').toString()).toBe('mes=2026-11&comercial=4&operador=A');
    expect(conFiltro(params, 'comercial', '').toString()).toBe('mes=2026-11');
    expect(conFiltro(params, 'mes', 'todo').toString()).toBe('mes=todo&comercial=4');
    // The URL it was given is left as it was.
    expect(params.toString()).toBe('mes=2026-11&comercial=4');
  });
});
