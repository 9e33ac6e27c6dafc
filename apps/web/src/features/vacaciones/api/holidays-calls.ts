import { queryOptions } from '@tanstack/react-query';
import type { HolidayForm, HolidayRow } from '@ventas/domain/cuentas/holidays-contract';
import { api } from '../../../api/api';

const BASE = '/api/cuentas/holidays/';

/** What the tab asks for: a range of days (both included) and, optionally, one commercial. */
export interface HolidaysFilter {
  start: string;
  end: string;
  commercial: number | null;
}

/** Every holidays list; a write invalidates them all. */
export const HOLIDAYS_KEY = ['cuentas', 'holidays'] as const;

/** GET /api/cuentas/holidays/?start=&end=[&commercial=]: the holidays touching the range. */
export const holidaysQuery = ({ start, end, commercial }: HolidaysFilter) =>
  queryOptions({
    queryKey: [...HOLIDAYS_KEY, start, end, commercial],
    queryFn: ({ signal }) =>
      api.get<HolidayRow[]>(BASE, {
        query: commercial === null ? { start, end } : { start, end, commercial },
        signal,
      }),
  });

export const createHoliday = (form: HolidayForm) => api.post<HolidayRow>(BASE, form);

export const updateHoliday = (id: number, form: HolidayForm) => api.put<HolidayRow>(`${BASE}${id}/`, form);

export const deleteHoliday = (id: number) => api.delete<null>(`${BASE}${id}/`);
