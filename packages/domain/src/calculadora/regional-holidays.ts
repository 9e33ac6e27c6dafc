import Holidays from 'date-holidays';
import {
  MUNICIPIOS_CON_FESTIVOS,
  esComunidadAutonoma,
  type UbicacionFestivos,
} from './comunidades-autonomas';

/**
 * Issue 14, beyond SPEC §9: the public holidays of a tenant's community (and municipality or
 * island where known), from date-holidays, a maintained offline library: no web service, no
 * network at run time. Server only: the library with its data and moment-timezone is ~1.5 MB
 * minified (240 kB gzipped), so the web never imports this file; it gets the days from the API.
 *
 * The list includes the national days; working-days.ts unites it with the spec's own list, so
 * nothing counts twice. Only `public` days: date-holidays also lists observances (San Isidro,
 * Mother's Day) that are working days. Its Sunday-to-Monday substitutes follow each region's
 * usual rule; a community that decides otherwise one year is corrected by the tenant's own days.
 */
const calendarios = new Map<string, Holidays>();
const porAnio = new Map<string, string[]>();

function calendario({ comunidad, municipio }: UbicacionFestivos): Holidays {
  if (!esComunidadAutonoma(comunidad)) throw new RangeError(`Comunidad autónoma desconocida: ${comunidad}`);
  if (municipio && !MUNICIPIOS_CON_FESTIVOS[comunidad]?.[municipio]) {
    // The library would silently fall back to the community: refuse instead of guessing.
    throw new RangeError(`Sin festivos conocidos para ${comunidad}-${municipio}`);
  }
  const key = municipio ? `${comunidad}-${municipio}` : comunidad;
  let holidays = calendarios.get(key);
  if (!holidays) {
    holidays = municipio ? new Holidays('ES', comunidad, municipio) : new Holidays('ES', comunidad);
    calendarios.set(key, holidays);
  }
  return holidays;
}

/** The public holidays of a year where the tenant is, as sorted 'YYYY-MM-DD' days. */
export function festivosRegionales(year: number, ubicacion: UbicacionFestivos): string[] {
  const key = `${ubicacion.comunidad}-${ubicacion.municipio ?? ''}-${year}`;
  const known = porAnio.get(key);
  if (known) return [...known];
  const dias = calendario(ubicacion)
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public')
    // 'YYYY-MM-DD hh:mm:ss': the day as the region's calendar has it, whatever the server's zone.
    .map((holiday) => holiday.date.slice(0, 10));
  const sorted = [...new Set(dias)].sort();
  porAnio.set(key, sorted);
  return [...sorted];
}
