import { z } from 'zod';

/** The DRF-like `{detail}` body of an error that is not about one field (401, 403, 404, 429, 503). */
export const detailSchema = z.object({ detail: z.string() });
export type Detail = z.infer<typeof detailSchema>;
