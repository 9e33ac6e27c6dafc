import dayjs, { type Dayjs } from 'dayjs';
import { MADRID_TZ } from '@ventas/domain/time/madrid';
import type { Comunicado } from '@ventas/domain/cuentas/cuentas-contract';

/** SPEC §9 notification check: unread communications dated today (Europe/Madrid) for the user. */
export function countUnreadToday(communicates: readonly Comunicado[], now: Dayjs): number {
  const today = now.tz(MADRID_TZ).format('YYYY-MM-DD');
  return communicates.filter(
    (communicate) =>
      !communicate.is_read && dayjs(communicate.created_on).tz(MADRID_TZ).format('YYYY-MM-DD') === today,
  ).length;
}
