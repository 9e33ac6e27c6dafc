import dayjs, { type Dayjs } from 'dayjs';
import { TIME_ZONE } from '../../config/constants';
import type { Communicate } from './api/communicates-query';

/** SPEC §9 notification check: unread communications dated today (Europe/Madrid) for the user. */
export function countUnreadToday(communicates: readonly Communicate[], now: Dayjs): number {
  const today = now.tz(TIME_ZONE).format('YYYY-MM-DD');
  return communicates.filter(
    (communicate) =>
      !communicate.is_read && dayjs(communicate.created_on).tz(TIME_ZONE).format('YYYY-MM-DD') === today,
  ).length;
}
