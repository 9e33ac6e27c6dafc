import { describe, expect, it } from 'vitest';
import { subdominioReservado } from './subdominio';

describe('subdomains a new distributor may not take', () => {
  it.each([
    ['admin', 'admin', true],
    ['www', 'admin', true],
    ['api', 'admin', true],
    ['plataforma', 'plataforma', true],
    ['admin', 'plataforma', true],
    ['demo3', 'admin', false],
    ['administracion', 'admin', false],
  ])('%s with platform %s → reserved %s', (subdomain, platform, expected) => {
    expect(subdominioReservado(subdomain, platform)).toBe(expected);
  });
});
