import { queryOptions } from '@tanstack/react-query';
import type { HolidayForm } from '@ventas/domain/cuentas/holidays-contract';
import { holidaysCalls } from '@ventas/domain/cuentas/holidays.calls';
import { sendCall } from '../../../api/send-call';

/** What the tab asks for: a range of days (both included) and, optionally, one commercial. */
export interface HolidaysFilter {
  start: string;
  end: string;
  commercial: number | null;
}

/** Every holidays list; a write invalidates them all. */
export const HOLIDAYS_KEY = ['cuentas', 'holidays'] as const;

/** The holidays touching the range. */
export const holidaysQuery = ({ start, end, commercial }: HolidaysFilter) =>
  queryOptions({
    queryKey: [...HOLIDAYS_KEY, start, end, commercial],
    queryFn: ({ signal }) =>
      sendCall(
        holidaysCalls.list,
        { query: commercial === null ? { start, end } : { start, end, commercial: String(commercial) } },
        { signal },
      ),
  });

export const createHoliday = (form: HolidayForm) => sendCall(holidaysCalls.create, { body: form });

export const updateHoliday = (id: number, form: HolidayForm) =>
  sendCall(holidaysCalls.update, { params: { id }, body: form });

export const deleteHoliday = (id: number) => sendCall(holidaysCalls.remove, { params: { id } });
