import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { formatDay, formatMadridDateTime, madridDate, startOfMadridDay } from '@ventas/domain/time/madrid';

/** A count as the Teletrabajo header writes it (es-ES), so a figure and its list read the same. */
export const cifra = (valor: number) => valor.toLocaleString('es-ES');

/** 'Del 02/05/2025 al 01/06/2025': the window the figures counted. */
export const textoVentana = ({ desde, hasta }: Ventana) =>
  desde === hasta ? `El ${formatDay(desde)}` : `Del ${formatDay(desde)} al ${formatDay(hasta)}`;

const diaSemana = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', weekday: 'long' });

/**
 * When a callback is due, in Madrid: 'Hoy, 10:30', 'Mañana, 09:00', 'jueves 15/05, 17:45'. The
 * dashboard's window is today and the next 3 days (SPEC §9), so a weekday names each day.
 */
export function cuandoAgendado(iso: string, hoy: string): string {
  const instante = new Date(iso);
  const fechaHora = formatMadridDateTime(iso);
  if (!fechaHora) return '';
  const hora = fechaHora.slice(11);
  const dia = madridDate(instante);
  if (dia === hoy) return `Hoy, ${hora}`;
  if (dia === madridDate(startOfMadridDay(hoy, 1))) return `Mañana, ${hora}`;
  return `${diaSemana.format(instante)} ${fechaHora.slice(0, 5)}, ${hora}`;
}
