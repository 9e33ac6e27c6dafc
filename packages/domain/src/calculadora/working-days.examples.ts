import type { Mes } from './mes';
import type { Calendario } from './working-days';

/**
 * Worked examples of SPEC §9 working days, computed by hand from the calendar (Mon–Fri 1,
 * Sat 0.5, Sun 0; a day off 0). "22 + 5 × 0.5" reads: 22 weekdays and 5 Saturdays.
 */
export interface WorkingDaysExample {
  name: string;
  mes: Mes;
  calendario?: Calendario;
  dias: string;
}

const vacaciones = (...rangos: [string, string][]): Calendario => ({
  festivos: [],
  vacaciones: rangos.map(([desde, hasta]) => ({ desde, hasta })),
});

const ejemplo = (
  name: string,
  year: number,
  month: number,
  dias: string,
  calendario?: Calendario,
): WorkingDaysExample => ({ name, mes: { year, month }, dias, ...(calendario ? { calendario } : {}) });

export const WORKING_DAYS_EXAMPLES: WorkingDaysExample[] = [
  ejemplo('January 2026: 22 + 5 × 0.5 = 24.5; 1 Jan (Thu) and 6 Jan (Tue) off: 22.5', 2026, 1, '22.5'),
  ejemplo(
    'April 2026, Easter 5 April: 22 + 4 × 0.5 = 24; Holy Thu 2 and Good Fri 3 off: 22',
    2026,
    4,
    '22.0',
  ),
  ejemplo('March 2027, Easter 28 March: 23 + 4 × 0.5 = 25; 25 and 26 March off: 23', 2027, 3, '23.0'),
  ejemplo('April 2027, Easter was in March: 22 + 4 × 0.5 = 24, nothing off', 2027, 4, '24.0'),
  ejemplo('March 2024, Easter 31 March: 21 + 5 × 0.5 = 23.5; 28 and 29 March off: 21.5', 2024, 3, '21.5'),
  ejemplo(
    'March 2029, Easter Sunday 1 April but Holy Week in March: 22 + 5 × 0.5 = 24.5 − 2 = 22.5',
    2029,
    3,
    '22.5',
  ),
  ejemplo('April 2029, Easter Sunday 1 April (a Sunday, 0): 21 + 4 × 0.5 = 23, nothing off', 2029, 4, '23.0'),
  ejemplo('August 2026, 15 Aug a Saturday: 21 + 5 × 0.5 = 23.5 − 0.5 = 23', 2026, 8, '23.0'),
  ejemplo('May 2026: 21 + 5 × 0.5 = 23.5; 1 May (Fri) off: 22.5', 2026, 5, '22.5'),
  ejemplo('October 2026: 22 + 5 × 0.5 = 24.5; 12 Oct (Mon) off: 23.5', 2026, 10, '23.5'),
  ejemplo('November 2026, 1 Nov a Sunday loses nothing: 21 + 4 × 0.5 = 23', 2026, 11, '23.0'),
  ejemplo(
    'December 2026: 23 + 4 × 0.5 = 25; 6 Dec Sunday (0), 8 Dec (Tue) and 25 Dec (Fri) off: 23',
    2026,
    12,
    '23.0',
  ),
  ejemplo(
    'June 2026, a week off 8–14 June: 22 + 4 × 0.5 = 24 − (5 weekdays + 0.5 Sat + 0 Sun) = 18.5',
    2026,
    6,
    '18.5',
    vacaciones(['2026-06-08', '2026-06-14']),
  ),
  ejemplo(
    'August 2026, holidays from 27 July to 9 Aug: 23 − (0.5 + 5 + 0.5) = 17',
    2026,
    8,
    '17.0',
    vacaciones(['2026-07-27', '2026-08-09']),
  ),
  ejemplo(
    'December 2026, holidays 21–31 Dec over Christmas: 23 − (4 + 0 (25th) + 0.5 + 4) = 14.5',
    2026,
    12,
    '14.5',
    vacaciones(['2026-12-21', '2026-12-31']),
  ),
  ejemplo(
    'June 2026, overlapping holidays 1–3 and 2–5 June count once: 24 − 5 = 19',
    2026,
    6,
    '19.0',
    vacaciones(['2026-06-01', '2026-06-03'], ['2026-06-02', '2026-06-05']),
  ),
  ejemplo('February 2026 on holiday all month: 0', 2026, 2, '0.0', vacaciones(['2026-01-20', '2026-03-10'])),
  ejemplo(
    'February 2026 with a tenant local day 28 Feb (a Saturday): 20 + 4 × 0.5 = 22 − 0.5 = 21.5',
    2026,
    2,
    '21.5',
    { festivos: ['2026-02-28'], vacaciones: [] },
  ),
];

export interface RitmoExample {
  name: string;
  mes: Mes;
  hoy: string;
  calendario?: Calendario;
  transcurridos: string;
  total: string;
}

export const RITMO_EXAMPLES: RitmoExample[] = [
  {
    name: 'April 2026 on Monday 6: Wed 1 (1) + Holy Thu, Good Fri (0) + Sat 0.5 + Sun 0 + Mon 1 = 2.5',
    mes: { year: 2026, month: 4 },
    hoy: '2026-04-06',
    transcurridos: '2.5',
    total: '22.0',
  },
  {
    name: 'January 2026 on Tuesday 6 (a holiday): Fri 2 (1) + Sat 0.5 + Mon 5 (1) = 2.5',
    mes: { year: 2026, month: 1 },
    hoy: '2026-01-06',
    transcurridos: '2.5',
    total: '22.5',
  },
  {
    name: 'June 2026 on the 15th after a week off 8–14: 1–5 (5) + Sat 6 (0.5) + Mon 15 (1) = 6.5',
    mes: { year: 2026, month: 6 },
    hoy: '2026-06-15',
    calendario: vacaciones(['2026-06-08', '2026-06-14']),
    transcurridos: '6.5',
    total: '18.5',
  },
  {
    name: 'a day before the month: nothing elapsed',
    mes: { year: 2026, month: 5 },
    hoy: '2026-04-30',
    transcurridos: '0.0',
    total: '22.5',
  },
  {
    name: 'a day after the month: the whole month elapsed',
    mes: { year: 2026, month: 5 },
    hoy: '2026-06-01',
    transcurridos: '22.5',
    total: '22.5',
  },
];
