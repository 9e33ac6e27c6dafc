import { describe, expect, it } from 'vitest';
import { formatAmount } from '../money/decimal-amount';
import { bolsaEnJuego } from './bolsa';
import { BOLSA_EXAMPLES } from './bolsa.examples';
import { MENSAJE_SIN_TIPO_REWARD } from './calculadora-mensajes';

describe('bolsaEnJuego (SPEC §9 pool)', () => {
  it.each(BOLSA_EXAMPLES)('$name', ({ tipoComercial, bolsa, importe, sinTipo }) => {
    const result = bolsaEnJuego(bolsa, tipoComercial);
    expect(formatAmount(result.importe, 2)).toBe(importe);
    expect(result.aviso).toBe(sinTipo ? MENSAJE_SIN_TIPO_REWARD : null);
  });
});
