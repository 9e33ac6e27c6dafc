import { LOGO_MAX_BYTES } from '@ventas/domain/distribuidores/logo';
import { describe, expect, it } from 'vitest';
import { logoFileProblem } from './logo-file';

const FORMATO = 'El logo debe ser una imagen PNG, JPEG o SVG.';

describe('logoFileProblem', () => {
  it.each([
    ['a PNG', 'image/png', 2048, null],
    ['a JPEG of exactly the limit', 'image/jpeg', LOGO_MAX_BYTES, null],
    ['an SVG', 'image/svg+xml', 900, null],
    ['a GIF', 'image/gif', 900, FORMATO],
    ['a PDF', 'application/pdf', 900, FORMATO],
    ['a file with no type', '', 900, FORMATO],
    [
      'a PNG one byte over',
      'image/png',
      LOGO_MAX_BYTES + 1,
      'El logo supera el máximo de 256 KiB. Este ocupa 257 KiB.',
    ],
    ['a 300 KiB JPEG', 'image/jpeg', 300 * 1024, 'El logo supera el máximo de 256 KiB. Este ocupa 300 KiB.'],
    ['an empty PNG', 'image/png', 0, 'El archivo está vacío.'],
  ])('judges %s', (_name, type, size, expected) => {
    expect(logoFileProblem({ type, size })).toBe(expected);
  });
});
