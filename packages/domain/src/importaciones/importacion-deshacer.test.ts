import { describe, expect, it } from 'vitest';
import type { EstadoImportacion } from './importacion-contract';
import { PLAZO_DESHACER_MS, puedeDeshacer, puedeIniciarDeshacer } from './importacion-deshacer';

const aplicada = new Date('2026-03-23T17:00:00Z'); // Monday 18:00 in Madrid
const at = (iso: string) => new Date(iso);

describe('puedeDeshacer', () => {
  it('counts seven days as 7 × 24 hours', () => {
    expect(PLAZO_DESHACER_MS).toBe(604_800_000);
  });

  it.each([
    ['just after the apply', 'APLICADA', aplicada, null, '2026-03-23T17:00:01Z', true],
    ['six days later', 'APLICADA', aplicada, null, '2026-03-29T17:00:00Z', true],
    // The clock moves forward on 29 March in Madrid: still 168 elapsed hours, not calendar days.
    ['one second before 7 × 24 h', 'APLICADA', aplicada, null, '2026-03-30T16:59:59Z', true],
    ['at 7 × 24 h exactly', 'APLICADA', aplicada, null, '2026-03-30T17:00:00Z', false],
    ['eight days later', 'APLICADA', aplicada, null, '2026-03-31T17:00:00Z', false],
    ['already undone', 'DESHECHA', aplicada, at('2026-03-24T10:00:00Z'), '2026-03-25T10:00:00Z', false],
    [
      'undone but still marked applied',
      'APLICADA',
      aplicada,
      at('2026-03-24T10:00:00Z'),
      '2026-03-25T10:00:00Z',
      false,
    ],
    ['only simulated', 'SIMULADA', null, null, '2026-03-24T10:00:00Z', false],
    ['being applied', 'APLICANDO', null, null, '2026-03-24T10:00:00Z', false],
    ['being undone', 'DESHACIENDO', aplicada, null, '2026-03-24T10:00:00Z', false],
    ['failed', 'FALLIDA', null, null, '2026-03-24T10:00:00Z', false],
    ['applied without a date (inconsistent)', 'APLICADA', null, null, '2026-03-24T10:00:00Z', false],
  ] as Array<[string, EstadoImportacion, Date | null, Date | null, string, boolean]>)(
    '%s → %s',
    (_what, estado, aplicadaEl, deshechaEl, ahora, expected) => {
      expect(puedeDeshacer({ estado, aplicadaEl, deshechaEl }, at(ahora))).toBe(expected);
    },
  );
});

describe('puedeIniciarDeshacer', () => {
  const dentro = at('2026-03-24T10:00:00Z');
  const fuera = at('2026-04-10T10:00:00Z');
  it.each([
    ['an undoable import', 'APLICADA', false, dentro, true],
    ['an import past its window', 'APLICADA', false, fuera, false],
    ['an undo whose job is gone (resume), even past the window', 'DESHACIENDO', false, fuera, true],
    ['an undo whose job still runs', 'DESHACIENDO', true, dentro, false],
    ['an undone import', 'DESHECHA', false, dentro, false],
  ] as Array<[string, EstadoImportacion, boolean, Date, boolean]>)(
    '%s → %s',
    (_what, estado, tareaViva, ahora, expected) => {
      const deshechaEl = estado === 'DESHECHA' ? dentro : null;
      expect(puedeIniciarDeshacer({ estado, aplicadaEl: aplicada, deshechaEl, tareaViva }, ahora)).toBe(
        expected,
      );
    },
  );
});
