import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import '../../config/dayjs-setup';
import type { Comunicado } from '@ventas/domain/cuentas/cuentas-contract';
import { countUnreadToday } from './unread-today';

function communicate(created_on: string, is_read: boolean): Comunicado {
  return { id: 1, message_title: 't', message_body: 'b', priority: 'LOW', created_on, is_read };
}

describe('countUnreadToday', () => {
  // 2026-03-10 00:30 in Madrid is 2026-03-09 23:30 UTC.
  const now = dayjs('2026-03-10T12:00:00+01:00');

  it('counts only unread communications created today in Madrid', () => {
    const list = [
      communicate('2026-03-10T08:00:00+01:00', false),
      communicate('2026-03-09T23:30:00Z', false), // 00:30 on the 10th in Madrid
      communicate('2026-03-10T09:00:00+01:00', true),
      communicate('2026-03-09T22:00:00Z', false), // 23:00 on the 9th in Madrid
    ];
    expect(countUnreadToday(list, now)).toBe(2);
  });

  it('is zero for an empty list', () => {
    expect(countUnreadToday([], now)).toBe(0);
  });
});
