import { fecha, mesDe } from '../calculadora/mes';
import { siguienteMes } from '../calculadora/objetivos-contract';

/** A range of Madrid days, both ends included ('YYYY-MM-DD'). */
export interface Ventana {
  desde: string;
  hasta: string;
}

/**
 * SPEC §9: management dates default from the 2nd of the current month to the 1st of the next —
 * a sales period that runs a day behind the calendar. On the 1st, "the current month"'s period has
 * not begun yet, so the period that holds today is the previous one (the 2nd of last month to
 * today): the default view always includes today (decision 120).
 */
export function ventanaGerencia(hoy: string): Ventana {
  const mes = mesDe(hoy);
  const inicio = Number(hoy.slice(8, 10)) === 1 ? anterior(mes) : mes;
  const fin = siguienteMes(inicio);
  return { desde: fecha(inicio.year, inicio.month, 2), hasta: fecha(fin.year, fin.month, 1) };
}

/** The period before the one that holds today. */
export function ventanaGerenciaAnterior(hoy: string): Ventana {
  const { desde } = ventanaGerencia(hoy);
  const inicio = anterior(mesDe(desde));
  return {
    desde: fecha(inicio.year, inicio.month, 2),
    hasta: fecha(mesDe(desde).year, mesDe(desde).month, 1),
  };
}

const anterior = ({ year, month }: { year: number; month: number }) =>
  month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };

/** A date preset of Gerencia's filters (decision 120): a key, its label and its Madrid days. */
export interface PresetFechas extends Ventana {
  clave: string;
  etiqueta: string;
}

/** SPEC §9's default period first, then the one before and today: the dashboard offers the first two. */
export function presetsFechas(hoy: string): PresetFechas[] {
  return [
    { clave: 'periodo_actual', etiqueta: 'Periodo actual', ...ventanaGerencia(hoy) },
    { clave: 'periodo_anterior', etiqueta: 'Periodo anterior', ...ventanaGerenciaAnterior(hoy) },
    { clave: 'hoy', etiqueta: 'Hoy', desde: hoy, hasta: hoy },
  ];
}

/**
 * The SPEC §9 period a range is, named by its first day, when it is exactly one (the 2nd of a
 * month to the 1st of the next); null for any other range. Whole periods are counted from the
 * figures the write path keeps (decision 130).
 */
export function periodoDe(ventana: Ventana): string | null {
  if (!/^\d{4}-\d{2}-02$/.test(ventana.desde)) return null;
  const fin = siguienteMes(mesDe(ventana.desde));
  return ventana.hasta === fecha(fin.year, fin.month, 1) ? ventana.desde : null;
}
