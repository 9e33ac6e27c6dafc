import { fecha, mesDe } from '@ventas/domain/calculadora/mes';
import type { PresetFechas, Ventana } from '@ventas/domain/gerencia/gerencia-ventana';

/** The days of the calls: since and until, `YYYY-MM-DD`, both included (SPEC §7, provider D). */
export interface RangoSeguimiento {
  since: string;
  until: string;
}

export const rangoDeVentana = (ventana: Ventana): RangoSeguimiento => ({
  since: ventana.desde,
  until: ventana.hasta,
});

const ultimoDia = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The date presets, the default first (decision seguimiento-1): the 1st of the current month to
 * today, the whole previous month, today. `hoy` is Madrid's day.
 */
export function presetsSeguimiento(hoy: string): PresetFechas[] {
  const { year, month } = mesDe(hoy);
  const previo = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return [
    { clave: 'mes_actual', etiqueta: 'Mes actual', desde: fecha(year, month, 1), hasta: hoy },
    {
      clave: 'mes_anterior',
      etiqueta: 'Mes anterior',
      desde: fecha(previo.year, previo.month, 1),
      hasta: fecha(previo.year, previo.month, ultimoDia(previo.year, previo.month)),
    },
    { clave: 'hoy', etiqueta: 'Hoy', desde: hoy, hasta: hoy },
  ];
}
