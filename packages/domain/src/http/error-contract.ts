import { z } from 'zod';

/** The DRF-like `{detail}` body of an error that is not about one field (401, 403, 404, 429, 503). */
export const detailSchema = z.object({ detail: z.string() });
export type Detail = z.infer<typeof detailSchema>;

/**
 * A 400's body: the fields' messages (`{field: [message]}`), or `{detail}` when the request itself
 * is unreadable (a forbidden `__proto__` key, a bad encoding) and no field is to blame. A route that
 * declares its 400 declares this, so either answer fits (one declared with only the fields turned
 * an unreadable body into a 500 on serialising).
 */
export const badRequestSchema = z.union([detailSchema, z.record(z.string(), z.array(z.string()))]);
