import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { COMUNIDADES_AUTONOMAS, MUNICIPIOS_CON_FESTIVOS } from './comunidades-autonomas';
import { domingoDePascua } from './holidays';
import { festivosRegionales } from './regional-holidays';
import { diasLaborables } from './working-days';

/**
 * Issue 14's regional days from date-holidays, checked against the 2026 official calendars
 * (BOE, BOJA, BOCM, DOGC) and worked by hand on top of the national months of
 * working-days.examples.ts.
 */
const festivos = (year: number, comunidad: keyof typeof COMUNIDADES_AUTONOMAS, municipio?: string) =>
  festivosRegionales(year, { comunidad, municipio: municipio ?? null });

describe('festivosRegionales (date-holidays, offline)', () => {
  it.each([
    ['AN', undefined, ['2026-02-28', '2026-04-02', '2026-11-02', '2026-12-07']],
    ['MD', undefined, ['2026-04-02', '2026-05-02', '2026-11-02', '2026-12-07']],
    ['CT', undefined, ['2026-04-06', '2026-06-24', '2026-09-11', '2026-12-26']],
    ['CT', 'B', ['2026-09-24']],
  ] as const)('ES-%s %s 2026 has its own days', (comunidad, municipio, dias) => {
    const list = festivos(2026, comunidad, municipio);
    for (const dia of dias) expect(list).toContain(dia);
  });

  it('gives Catalonia neither Holy Thursday nor the Monday after 1 November', () => {
    expect(festivos(2026, 'CT')).not.toContain('2026-04-02');
    expect(festivos(2026, 'CT')).not.toContain('2026-11-02');
  });

  it('leaves out observances that are working days (San José, San Isidro in Madrid)', () => {
    expect(festivos(2026, 'MD')).not.toContain('2026-03-19');
    expect(festivos(2026, 'MD')).not.toContain('2026-05-16');
  });

  it('refuses a municipality it does not know instead of falling back to the community', () => {
    expect(() => festivos(2026, 'MD', 'M')).toThrow(RangeError);
  });
});

describe('working days with the regional days', () => {
  const con = (year: number, month: number, list: string[]) =>
    diasLaborables({ year, month }, { festivos: list, vacaciones: [] });

  it.each([
    // February 2026: 22; Día de Andalucía on Saturday 28: −0.5.
    ['Andalucía, February 2026', 2, festivos(2026, 'AN'), '21.5'],
    // May 2026: 22.5; Día de la Comunidad de Madrid on Saturday 2: −0.5.
    ['Madrid, May 2026', 5, festivos(2026, 'MD'), '22.0'],
    // Madrid capital's San Isidro (Friday 15 May) is a local day the tenant enters: −1 more.
    ['Madrid capital, May 2026', 5, [...festivos(2026, 'MD'), '2026-05-15'], '21.0'],
    // November 2026: 23; Monday 2 Nov replaces Sunday 1 Nov in Madrid: −1.
    ['Madrid, November 2026', 11, festivos(2026, 'MD'), '22.0'],
    // December 2026: 23; Monday 7 Dec replaces Sunday 6 Dec in Madrid: −1.
    ['Madrid, December 2026', 12, festivos(2026, 'MD'), '22.0'],
    // April 2026: 22; Easter Monday 6 April in Catalonia: −1 (Holy Thursday is in the spec's −2).
    ['Catalonia, April 2026', 4, festivos(2026, 'CT'), '21.0'],
    // December 2026: 23; Sant Esteve on Saturday 26: −0.5; no 7 Dec in Catalonia.
    ['Catalonia, December 2026', 12, festivos(2026, 'CT'), '22.5'],
    // September 2026: 22 + 4 × 0.5 = 24; Diada (Fri 11): −1; Barcelona's La Mercè (Thu 24): −1.
    ['Barcelona, September 2026', 9, festivos(2026, 'CT', 'B'), '22.0'],
  ])('%s', (_name, month, list, dias) => {
    expect(con(2026, month, list)).toBe(dias);
  });
});

describe('the pure lists agree with date-holidays', () => {
  const library = new Holidays();

  it('knows the same autonomous communities', () => {
    expect(Object.keys(COMUNIDADES_AUTONOMAS).sort()).toEqual(
      Object.keys(library.getStates('ES') ?? {}).sort(),
    );
  });

  it('knows the same municipalities and islands', () => {
    for (const comunidad of Object.keys(COMUNIDADES_AUTONOMAS)) {
      const regions = library.getRegions('ES', comunidad);
      expect(Object.keys(MUNICIPIOS_CON_FESTIVOS[comunidad as 'CT'] ?? {}).sort()).toEqual(
        Object.keys(regions ?? {}).sort(),
      );
    }
  });

  it('puts Good Friday two days before our Easter Sunday, 2000–2099', () => {
    const spain = new Holidays('ES');
    for (let year = 2000; year < 2100; year++) {
      const goodFriday = spain
        .getHolidays(year)
        .find((holiday) => holiday.rule === 'easter -2')
        ?.date.slice(0, 10);
      const easter = new Date(`${domingoDePascua(year)}T00:00:00Z`);
      easter.setUTCDate(easter.getUTCDate() - 2);
      expect(goodFriday, String(year)).toBe(easter.toISOString().slice(0, 10));
    }
  });
});
