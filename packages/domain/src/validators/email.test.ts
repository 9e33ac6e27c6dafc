import { describe, expect, it } from 'vitest';
import { MENSAJE_EMAIL, emailSchema } from './email';

describe('emailSchema', () => {
  it.each([
    ['ana.garcia@empresa.es', 'ana.garcia@empresa.es'],
    ['  ANA+facturas@Empresa.com ', 'ANA+facturas@Empresa.com'],
    ['j_perez-2@correo.telefonica.es', 'j_perez-2@correo.telefonica.es'],
  ])('accepts %j as %j', (value, expected) => {
    expect(emailSchema.parse(value)).toBe(expected);
  });

  it.each([
    [''],
    ['ana'],
    ['ana@empresa'],
    ['ana@@empresa.es'],
    ['ana garcia@empresa.es'],
    ['ana@empresa.es, luis@empresa.es'],
    ['.ana@empresa.es'],
    [`${'a'.repeat(250)}@x.es`],
  ])('rejects %j in Spanish', (value) => {
    expect(emailSchema.safeParse(value).error?.issues[0]?.message).toBe(MENSAJE_EMAIL);
  });
});
