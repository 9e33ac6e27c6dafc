import { describe, expect, it } from 'vitest';
import { SUBDOMINIO } from './distribuidores-contract';
import {
  SUBDOMINIO_INTENTOS,
  subdominioDesdeNombre,
  subdominioLibre,
  subdominioReservado,
  subdominiosCandidatos,
} from './subdominio';

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

describe('the subdomain derived from a distributor’s name', () => {
  it.each([
    ['Telefonía Ñandú, S.L.', 'telefonia-nandu-s-l'],
    ['Comunicaciones García', 'comunicaciones-garcia'],
    ['Pingüino 3000', 'pinguino-3000'],
    ['Çà i là: Lleida', 'ca-i-la-lleida'],
    ['Paral·lel Telecom', 'paral-lel-telecom'],
    ['  --Norte   Telecom--  ', 'norte-telecom'],
    ['NORTE_SUR', 'norte-sur'],
    ['Große Straße', 'grosse-strasse'],
    ['Ｔｅｌｅ２', 'tele2'],
    ['¡¿?!', 'distribuidor'],
    ['', 'distribuidor'],
    ['東京電話', 'distribuidor'],
    ['a'.repeat(70), 'a'.repeat(63)],
    // Cut at 63, the hyphen left at the end goes too.
    [`${'a'.repeat(62)} b`, 'a'.repeat(62)],
  ])('%j → %s', (name, expected) => {
    const label = subdominioDesdeNombre(name);
    expect(label).toBe(expected);
    expect(label).toMatch(SUBDOMINIO);
  });

  it('tries the label, then -2, -3 … up to the bound, each a valid label', () => {
    const candidatos = subdominiosCandidatos('Norte Telecom');
    expect(candidatos.slice(0, 3)).toEqual(['norte-telecom', 'norte-telecom-2', 'norte-telecom-3']);
    expect(candidatos).toHaveLength(SUBDOMINIO_INTENTOS);
    expect(candidatos.at(-1)).toBe(`norte-telecom-${SUBDOMINIO_INTENTOS}`);
  });

  it('cuts a long label to keep its number within 63 characters', () => {
    const name = `${'a'.repeat(58)} bcdefgh`;
    const candidatos = subdominiosCandidatos(name);
    expect(candidatos[0]).toBe(`${'a'.repeat(58)}-bcde`);
    expect(candidatos[1]).toBe(`${'a'.repeat(58)}-bc-2`);
    expect(candidatos[9]).toBe(`${'a'.repeat(58)}-b-10`);
    // The cut leaves 'a…a-' before '-100': its hyphen is dropped, not doubled.
    expect(candidatos[99]).toBe(`${'a'.repeat(58)}-100`);
    for (const candidato of candidatos) {
      expect(candidato.length).toBeLessThanOrEqual(63);
      expect(candidato).toMatch(SUBDOMINIO);
    }
  });
});

describe('the subdomain a distributor created without one gets', () => {
  const enUso =
    (...labels: string[]) =>
    (label: string) =>
      labels.includes(label);

  it.each([
    ['Norte', [], 'norte'],
    ['Norte', ['norte'], 'norte-2'],
    ['Norte', ['norte', 'norte-2'], 'norte-3'],
    ['WWW', [], 'www-2'],
    ['Admin', [], 'admin-2'],
    ['Plataforma', [], 'plataforma-2'],
  ])('%s with %j in use → %s', (name, labels, expected) => {
    expect(subdominioLibre(name, 'plataforma', enUso(...labels))).toBe(expected);
  });

  it('is none when every label of the name is taken', () => {
    expect(subdominioLibre('Norte', 'plataforma', () => true)).toBeNull();
  });
});
