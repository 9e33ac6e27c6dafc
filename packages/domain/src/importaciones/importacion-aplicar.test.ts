import { describe, expect, it } from 'vitest';
import type { EstadoImportacion } from './importacion-contract';
import { puedeIniciarAplicar } from './importacion-aplicar';

describe('puedeIniciarAplicar', () => {
  it.each([
    ['a finished dry run', 'SIMULADA', false, true],
    ['a dry run still running', 'SIMULANDO', true, false],
    ['an apply whose job runs or waits', 'APLICANDO', true, false],
    ['an apply whose job is gone (resume)', 'APLICANDO', false, true],
    ['an applied import', 'APLICADA', false, false],
    ['an undo in progress', 'DESHACIENDO', false, false],
    ['an undone import', 'DESHECHA', false, false],
    ['a failed dry run', 'FALLIDA', false, false],
  ] as Array<[string, EstadoImportacion, boolean, boolean]>)(
    '%s → %s',
    (_what, estado, tareaViva, expected) => {
      expect(puedeIniciarAplicar({ estado, tareaViva })).toBe(expected);
    },
  );
});
