import dayjs from 'dayjs';
import { MADRID_TZ } from '@ventas/domain/time/madrid';
import type { QuickTime } from '../../../../components/form-fields/form-madrid-date-time';

const madridNow = () => dayjs().tz(MADRID_TZ);

/** The one-click callback times of the schedule and reschedule dialogs, in Madrid time. */
export const HORAS_RAPIDAS: readonly QuickTime[] = [
  { label: 'En 1 hora', at: () => madridNow().add(1, 'hour').startOf('minute') },
  { label: 'Mañana 10:00', at: () => madridNow().add(1, 'day').hour(10).startOf('hour') },
  { label: 'En una semana', at: () => madridNow().add(7, 'day').hour(10).startOf('hour') },
];
