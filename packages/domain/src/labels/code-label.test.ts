import { describe, expect, it } from 'vitest';
import { humanizeCode, labelOfCode } from './code-label';

describe('code labels', () => {
  const label = labelOfCode({ ALTA: 'Alta', SIN_DEFINIR: 'Sin definir' });

  it.each([
    ['ALTA', 'Alta'],
    ['SIN_DEFINIR', 'Sin definir'],
    ['EN_ESPERA', 'En espera'],
    // A key of every object is not a code of the table.
    ['constructor', 'constructor'],
    ['toString', 'toString'],
    [null, ''],
    [undefined, ''],
  ])('%j reads %j', (code, text) => {
    expect(label(code)).toBe(text);
  });

  it.each([
    ['NO_INTERESADO', 'No interesado'],
    ['FIJOS_PRO2', 'Fijos pro2'],
    ['Ya es cliente', 'Ya es cliente'],
    ['Movistar', 'Movistar'],
  ])('humanizes %j as %j, and leaves text that is not a code alone', (code, text) => {
    expect(humanizeCode(code)).toBe(text);
  });
});
