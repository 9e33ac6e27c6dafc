import { describe, expect, it } from 'vitest';
import { MENSAJES_NUSS, validateNuss } from './nuss';

// Worked by hand: control = (province and number read together, or number + province × 10^7
// when the number has 7 digits or fewer) mod 97.
describe('validateNuss', () => {
  it.each([
    ['281234567840', '281234567840'], // 2812345678 mod 97 = 40
    ['28/12345678/40', '281234567840'],
    ['28 1234567840', '281234567840'],
    ['080123456774', '080123456774'], // 1234567 + 8 × 10^7 = 81234567, mod 97 = 74
    ['469876543272', '469876543272'], // 4698765432 mod 97 = 72
  ])('accepts %s as %s', (input, stored) => {
    expect(validateNuss(input)).toEqual({ ok: true, value: stored });
  });

  it.each([
    ['281234567841', MENSAJES_NUSS.control],
    ['080123456775', MENSAJES_NUSS.control],
    ['28123456784', MENSAJES_NUSS.formato],
    ['2812345678400', MENSAJES_NUSS.formato],
    ['28A234567840', MENSAJES_NUSS.formato],
    ['', MENSAJES_NUSS.formato],
    ['001234567840', MENSAJES_NUSS.provincia],
    ['601234567840', MENSAJES_NUSS.provincia],
  ])('refuses %s', (input, message) => {
    expect(validateNuss(input)).toEqual({ ok: false, message });
  });
});
