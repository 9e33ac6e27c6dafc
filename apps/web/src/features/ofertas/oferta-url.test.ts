import { describe, expect, it } from 'vitest';
import { ofertaConfiguratorPath } from '../../lib/oferta-configurator-link';
import { vueltaTrasGuardar } from './oferta-vuelta';

const volverDe = (path: string) => new URL(path, 'http://x').searchParams.get('volver');

describe('the configurator’s way back after a save', () => {
  it('carries the calculator it was opened from and returns there', () => {
    const volver = '/areapersonal/calculadora?mes=2026-10&comercial=4';
    const path = ofertaConfiguratorPath(501, 7, volver);
    expect(path).toBe(
      '/offerconfigurator/501?oferta=7&volver=%2Fareapersonal%2Fcalculadora%3Fmes%3D2026-10%26comercial%3D4',
    );
    expect(vueltaTrasGuardar(volverDe(path), 501, true)).toEqual({
      to: volver,
      label: 'Volver a la calculadora',
    });
  });

  it("returns to the customer's history it was opened from, with Teletrabajo's filters", () => {
    const volver = '/teletrabajo?localidad=Madrid&cliente=501&modo=view';
    expect(vueltaTrasGuardar(volverDe(ofertaConfiguratorPath(501, 7, volver)), 501, true)).toEqual({
      to: volver,
      label: 'Volver al cliente',
    });
    expect(vueltaTrasGuardar('/teletrabajo?localidad=Madrid', 501, true).label).toBe('Volver a Teletrabajo');
  });

  it.each([
    ['absent', null],
    ['another screen', '/dashBoard'],
    ['another site', 'https://evil.example/areapersonal/calculadora'],
    ['a protocol-relative address', '//evil.example/areapersonal/calculadora'],
    ['a backslash address', '/\\evil.example/teletrabajo'],
    ['a look-alike path', '/areapersonal/calculadora-falsa'],
  ])('without a valid volver (%s) goes where SPEC §4 says', (_name, volver) => {
    expect(vueltaTrasGuardar(volver, 501, true)).toEqual({
      to: '/areapersonal/calculadora',
      label: 'Volver a la calculadora',
    });
    expect(vueltaTrasGuardar(volver, 501, false)).toEqual({
      to: '/teletrabajo?cliente=501&modo=view',
      label: 'Volver al cliente',
    });
  });
});
