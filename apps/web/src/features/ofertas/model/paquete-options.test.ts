import { describe, expect, it } from 'vitest';
import type { Promocion } from '@ventas/domain/servicios/promocion-contract';
import { promocionDetail } from './paquete-options';

const promocion = (cambio: Partial<Promocion>): Promocion => ({
  id: 1,
  name: 'Bienvenida',
  is_active: true,
  duration: 6,
  duration_unit: 'months',
  amount: '10.0000',
  amount_unit: 'MONETARY',
  operator: 'A',
  tariffs: [],
  created_on: '2026-01-01T00:00:00Z',
  updated_on: '2026-01-01T00:00:00Z',
  ...cambio,
});

/** Issue 29 §5: a discount carries the hyphen-minus formatEuros writes, never U+2212. */
describe('promocionDetail', () => {
  it.each([
    [{}, '-10,00 € · 6 meses'],
    [{ amount: '50.0000', amount_unit: 'PERCENTS', duration: 1 }, '-50 % · 1 mes'],
    [{ duration: null }, '-10,00 € · sin fin'],
  ] as const)('%j reads %j', (cambio, texto) => {
    expect(promocionDetail(promocion(cambio))).toBe(texto);
  });
});
