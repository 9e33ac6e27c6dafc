import { describe, expect, it } from 'vitest';
import { logoTypeOf } from './logo';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('a logo is recognised by its first bytes', () => {
  it.each([
    ['a PNG signature', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png'],
    ['a JPEG signature', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]), 'image/jpeg'],
    ['an SVG element', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    [
      'an SVG after a BOM, declaration and comment',
      bytes('\uFEFF<?xml version="1.0"?>\n<!-- x --><svg>'),
      'image/svg+xml',
    ],
    ['an HTML page (named logo.png or not)', bytes('<!DOCTYPE html><html><script>1</script>'), null],
    ['an HTML page holding an svg', bytes('<html><svg></svg></html>'), null],
    ['an SVG behind a DOCTYPE (entities)', bytes('<!DOCTYPE svg [<!ENTITY x "y">]><svg>'), null],
    ['a truncated PNG signature', new Uint8Array([0x89, 0x50, 0x4e]), null],
    ['a GIF', bytes('GIF89a'), null],
    ['nothing', new Uint8Array(), null],
  ])('%s → %s', (_label, input, expected) => {
    expect(logoTypeOf(input)).toBe(expected);
  });
});
