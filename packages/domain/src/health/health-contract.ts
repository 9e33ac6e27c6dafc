import { z } from 'zod';

/** GET /api/health/: liveness for load balancers. */
export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;
