import { describe, expect, it } from 'vitest';
import {
  disponibilidadFormSchema,
  mensajeDisponibilidadSolapada,
  periodosSeSolapan,
} from './disponibilidad-contract';
import { MENSAJE_RANGO_INVERTIDO } from './holidays-contract';

const p = (begin: string, end: string | null) => ({ begin, end });

describe('periodosSeSolapan', () => {
  it.each([
    ['the same period', p('2026-01-01', '2026-01-31'), p('2026-01-01', '2026-01-31'), true],
    [
      'one ending the day the other begins',
      p('2026-01-01', '2026-01-31'),
      p('2026-01-31', '2026-02-28'),
      true,
    ],
    ['consecutive periods', p('2026-01-01', '2026-01-31'), p('2026-02-01', '2026-02-28'), false],
    ['one inside the other', p('2026-01-01', '2026-12-31'), p('2026-03-01', '2026-03-02'), true],
    ['an open period and a later one', p('2026-01-01', null), p('2027-05-01', '2027-05-02'), true],
    ['an open period and an earlier one', p('2026-01-01', null), p('2025-01-01', '2025-12-31'), false],
    ['two open periods', p('2026-01-01', null), p('2030-01-01', null), true],
  ] as const)('%s: %s', (_caso, a, b, esperado) => {
    expect(periodosSeSolapan(a, b)).toBe(esperado);
    expect(periodosSeSolapan(b, a)).toBe(esperado);
  });
});

describe('disponibilidadFormSchema', () => {
  it('reads a missing end as an open period', () => {
    expect(disponibilidadFormSchema.parse({ commercial: 3, begin: '2026-01-01' })).toEqual({
      commercial: 3,
      begin: '2026-01-01',
      end: null,
    });
  });

  it('refuses an end before the begin, in Spanish', () => {
    const result = disponibilidadFormSchema.safeParse({
      commercial: 3,
      begin: '2026-01-02',
      end: '2026-01-01',
    });
    expect(result.error?.issues).toMatchObject([{ path: ['end'], message: MENSAJE_RANGO_INVERTIDO }]);
  });
});

describe('mensajeDisponibilidadSolapada', () => {
  it.each([
    [
      p('2026-01-01', '2026-01-31'),
      'El periodo se solapa con otro de esta persona (del 01/01/2026 al 31/01/2026)',
    ],
    [p('2026-03-02', null), 'El periodo se solapa con otro de esta persona (desde el 02/03/2026, sin fin)'],
  ])('names %o', (otra, mensaje) => {
    expect(mensajeDisponibilidadSolapada(otra)).toBe(mensaje);
  });
});
