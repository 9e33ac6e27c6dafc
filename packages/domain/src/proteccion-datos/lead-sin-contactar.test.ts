import { describe, expect, it } from 'vitest';
import { limiteRetencion, purgable, sinContactar, type LeadRetencion } from './lead-sin-contactar';

const ahora = new Date('2026-11-26T10:00:00.000Z');
const dias = (n: number) => new Date(ahora.getTime() - n * 86_400_000);
const lead = (cambios: Partial<LeadRetencion> = {}): LeadRetencion => ({
  estado: 'NUEVO',
  atenciones: 0,
  ofertas: 0,
  notas: 0,
  createdOn: dias(100),
  ...cambios,
});

describe('sinContactar', () => {
  it.each([
    ['a NUEVO lead nobody touched', lead(), true],
    ['one attention', lead({ atenciones: 1 }), false],
    ['one offer', lead({ ofertas: 1 }), false],
    ['one note', lead({ notas: 1 }), false],
    ['estado AGENDADO', lead({ estado: 'AGENDADO' }), false],
    ['estado NO_INTERESADO without attention (edited by hand)', lead({ estado: 'NO_INTERESADO' }), false],
  ])('%s → %s', (_caso, valor, esperado) => {
    expect(sinContactar(valor)).toBe(esperado);
  });
});

describe('limiteRetencion', () => {
  it('is now minus the period in whole days, and null without a period', () => {
    expect(limiteRetencion(ahora, 30)?.toISOString()).toBe('2026-10-27T10:00:00.000Z');
    expect(limiteRetencion(ahora, 365)?.toISOString()).toBe('2025-11-26T10:00:00.000Z');
    expect(limiteRetencion(ahora, null)).toBeNull();
  });
});

describe('purgable', () => {
  it.each([
    ['100 days old, period 90', lead(), 90, true],
    ['100 days old, period 100 (exactly on the limit: kept)', lead(), 100, false],
    ['100 days old, period 120', lead(), 120, false],
    ['one millisecond past 30 days', lead({ createdOn: new Date(dias(30).getTime() - 1) }), 30, true],
    ['no period (null keeps forever)', lead(), null, false],
    ['old but contacted once', lead({ atenciones: 1 }), 30, false],
    ['old with a note', lead({ notas: 2 }), 30, false],
    ['old but worked (estado changed)', lead({ estado: 'AGENDADO' }), 30, false],
  ])('%s → %s', (_caso, valor, periodo, esperado) => {
    expect(purgable(valor, periodo, ahora)).toBe(esperado);
  });
});
