import type { QueryValue } from '../../../api/api-client';

/** SPEC §7 Calculator: the month 'YYYY-MM' and, when picked, whose figures (else the caller's). */
export const calculadoraQueryParams = (
  mes: string,
  comercial: number | null,
): Record<string, QueryValue> => ({
  month_year_updated_on: mes,
  comercial: comercial ?? undefined,
});
