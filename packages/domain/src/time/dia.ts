import { z } from 'zod';
import { INVALID_DAY, isFilterDay } from '../http/list-filters';

/**
 * A calendar day in a body or a query, `YYYY-MM-DD` that exists (no 2026-02-30, no 2026-13-45):
 * PostgreSQL's `date` refuses the others (a 500), and a provider must never be asked for them.
 */
export const diaSchema = z.string({ error: INVALID_DAY }).refine(isFilterDay, INVALID_DAY);
