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
