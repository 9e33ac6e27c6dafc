import { z } from 'zod';

/** GET /api/health/ and GET /api/health/live: the process answers (liveness). */
export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

/**
 * What GET /api/health/ready checks, in the order it reports them: the process is not stopping,
 * the database answers, every committed migration is applied, the PDF engine is up or can start.
 */
export const READINESS_CHECKS = ['servicio', 'base-de-datos', 'migraciones', 'motor-pdf'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

export const readinessCheckSchema = z.object({
  check: z.enum(READINESS_CHECKS),
  ok: z.boolean(),
  /** In Spanish, for the operator reading the probe's answer. */
  detail: z.string(),
});

/**
 * GET /api/health/ready: 200 with `status: 'ok'` when every check passed, else 503 with
 * `status: 'no-preparado'` and `detail` naming the failed checks. While the process stops only
 * `servicio` is reported: the rest are not asked of a database that is about to close.
 */
export const readinessSchema = z.object({
  status: z.enum(['ok', 'no-preparado']),
  detail: z.string(),
  checks: z.array(readinessCheckSchema),
});
export type Readiness = z.infer<typeof readinessSchema>;
