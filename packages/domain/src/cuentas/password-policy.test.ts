import { describe, expect, it } from 'vitest';
import { MENSAJES_PASSWORD as M, problemaDeLongitud, problemaDePassword } from './password-policy';

const COMUNES = new Set(['password1', 'qwertyuiop']);
const contexto = { username: 'lucia.gomez', esComun: (p: string) => COMUNES.has(p.toLowerCase()) };

describe('problemaDeLongitud', () => {
  it.each([
    ['1234567', M.corta],
    ['12345678', null],
    ['ñandú€€€', null], // 8 characters, 14 bytes
    ['😀😀😀😀😀😀😀', M.corta], // 7 characters, 14 UTF-16 units
    ['x'.repeat(128), null],
    ['x'.repeat(129), M.larga],
    ['        ', null], // spaces are characters too (no composition rules)
  ])('%j: %s', (password, esperado) => {
    expect(problemaDeLongitud(password)).toBe(esperado);
  });
});

describe('problemaDePassword', () => {
  it.each([
    ['corta', {}, M.corta],
    ['Password1', {}, M.comun],
    ['QWERTYUIOP', {}, M.comun],
    ['lucia.gomez', {}, M.usuario],
    ['LUCIA.GOMEZ-2026', {}, M.usuario],
    ['caballo-bateria-grapa', {}, null],
    ['caballo-bateria-grapa', { esLaActual: true }, M.igual],
    ['banana-split-99', { username: 'ana' }, null],
    ['ana', { username: 'ana' }, M.corta],
    ['anaanaana', { username: 'anaanaana' }, M.usuario],
  ])('%j with %j: %s', (password, extra, esperado) => {
    expect(problemaDePassword(password, { ...contexto, ...extra })).toBe(esperado);
  });
});
