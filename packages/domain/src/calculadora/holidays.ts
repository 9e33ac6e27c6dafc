import { fecha } from './mes';

/**
 * SPEC §9 working days: the national holidays every tenant excludes, whatever its region. The
 * fixed list is the spec's; the Easter rule ("minus 2 in the Easter month") is kept as the two
 * days it stands for, Holy Thursday and Good Friday (decision in docs/decisions/): always a
 * Thursday and a Friday, so they take exactly 2 from their month, and as dates they are never
 * counted twice when a commercial's own holiday or a regional list also names them.
 */
export const FESTIVOS_NACIONALES_FIJOS = [
  { month: 1, day: 1, nombre: 'Año Nuevo' },
  { month: 1, day: 6, nombre: 'Epifanía del Señor' },
  { month: 5, day: 1, nombre: 'Fiesta del Trabajo' },
  { month: 8, day: 15, nombre: 'Asunción de la Virgen' },
  { month: 10, day: 12, nombre: 'Fiesta Nacional de España' },
  { month: 11, day: 1, nombre: 'Todos los Santos' },
  { month: 12, day: 6, nombre: 'Día de la Constitución' },
  { month: 12, day: 8, nombre: 'Inmaculada Concepción' },
  { month: 12, day: 25, nombre: 'Natividad del Señor' },
] as const;

/** Days before Easter Sunday of the two days the spec's "minus 2" takes. */
export const DIAS_SEMANA_SANTA = [
  { antesDePascua: 3, nombre: 'Jueves Santo' },
  { antesDePascua: 2, nombre: 'Viernes Santo' },
] as const;

/**
 * Easter Sunday of a Gregorian year (the anonymous Gregorian computus, Meeus/Jones/Butcher).
 * Written here rather than imported so the web's calendar does not pull a holiday library in;
 * the test checks it against date-holidays for two centuries.
 */
export function domingoDePascua(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return fecha(year, month, day);
}

function diasAntes(dia: string, dias: number): string {
  const [year, month, day] = dia.split('-').map(Number);
  const shifted = new Date(Date.UTC(year!, month! - 1, day! - dias));
  return fecha(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** The national holidays of a year (SPEC §9), fixed list and Holy Week, as sorted days. */
export function festivosNacionales(year: number): string[] {
  const pascua = domingoDePascua(year);
  return [
    ...FESTIVOS_NACIONALES_FIJOS.map(({ month, day }) => fecha(year, month, day)),
    ...DIAS_SEMANA_SANTA.map(({ antesDePascua }) => diasAntes(pascua, antesDePascua)),
  ].sort();
}
