import { describe, expect, it } from 'vitest';
import { destinoTrasEditar, ofertaConfiguratorPath } from './oferta-url';

describe('the configurator’s way back after an EDIT', () => {
  it('carries the calculator it was opened from and returns there', () => {
    const volver = '/areapersonal/calculadora?mes=2026-10&comercial=4';
    const path = ofertaConfiguratorPath(501, 7, volver);
    expect(path).toBe(
      '/offerconfigurator/501?oferta=7&volver=%2Fareapersonal%2Fcalculadora%3Fmes%3D2026-10%26comercial%3D4',
    );
    expect(destinoTrasEditar(new URL(path, 'http://x').searchParams.get('volver'))).toBe(volver);
  });

  it.each([
    ['absent', null],
    ['another screen', '/teletrabajo'],
    ['another site', 'https://evil.example/areapersonal/calculadora'],
    ['a protocol-relative address', '//evil.example/areapersonal/calculadora'],
    ['a look-alike path', '/areapersonal/calculadora-falsa'],
  ])('goes to the bare calculator when volver is %s', (_name, volver) => {
    expect(destinoTrasEditar(volver)).toBe('/areapersonal/calculadora');
  });
});
