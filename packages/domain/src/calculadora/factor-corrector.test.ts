import { describe, expect, it } from 'vitest';
import { tramoPara } from './factor-corrector';
import { TRAMO_EXAMPLES } from './factor-corrector.examples';

describe('tramoPara (SPEC §9 correction factor)', () => {
  it.each(TRAMO_EXAMPLES)('$name', ({ tramos, total, esperado }) => {
    const tramo = tramoPara(tramos, total);
    if (esperado === null) expect(tramo).toBeNull();
    else
      expect(tramo).toMatchObject({
        factor_corrector: esperado.factor,
        etiqueta: esperado.etiqueta,
        indice: esperado.indice,
      });
  });
});
