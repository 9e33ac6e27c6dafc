import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { limiteRetencion } from '@ventas/domain/proteccion-datos/lead-sin-contactar';
import { PURGA_LOTE, type ResultadoPurga } from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import { parsedRows, type Database } from '../../db/database';
import type { JobHandler } from '../../jobs/job-types';
import { contarPurgables, purgarLote } from './retencion.repository';

export const PURGA_RETENCION_KIND = 'purga-retencion';
/** Daily: a lead is purged at most a day after its period ends, even if nobody presses "Purgar". */
export const RETENCION_SWEEP_INTERVAL_MS = 24 * 3600_000;

/** The job's payload: the origin and the limit fixed when it was asked for (the preview's). */
export const purgaPayloadSchema = z.object({ origenId: z.number().int(), limite: z.iso.datetime() });
export type PurgaPayload = z.infer<typeof purgaPayloadSchema>;

/**
 * Purges an origin's due leads batch by batch, each batch its own transaction: a run stopped in
 * the middle leaves whole batches done and the rest still due (the next run takes them). Answers
 * how many were deleted.
 */
export async function purgarOrigen(
  database: Database,
  tenantId: number,
  origenId: number,
  limite: Date,
  onLote: (hechos: number, total: number) => Promise<void> = async () => undefined,
  signal?: AbortSignal,
): Promise<number> {
  const total = await database.tenant(tenantId, (tx) => contarPurgables(tx, origenId, limite));
  let hechos = 0;
  for (;;) {
    if (signal?.aborted) break;
    const borrados = await database.tenant(tenantId, (tx) => purgarLote(tx, origenId, limite, PURGA_LOTE));
    hechos += borrados;
    await onLote(hechos, Math.max(total, hechos));
    if (borrados < PURGA_LOTE) break;
  }
  return hechos;
}

export function createPurgaRetencionHandler(database: Database): JobHandler {
  return async (job, context) => {
    const payload = purgaPayloadSchema.parse(job.payload);
    const purgados = await purgarOrigen(
      database,
      job.tenantId,
      payload.origenId,
      new Date(payload.limite),
      context.progress,
      context.signal,
    );
    const report: ResultadoPurga = { purgados };
    return { filename: null, done: purgados, total: purgados, report };
  };
}

/**
 * Every distributor's origins with a period, purged at `ahora` (as "Sistema"): what each tenant
 * lost, for the log. Tenants are read from the registry, their origins inside each tenant.
 */
export async function purgarRetencionVencida(
  database: Database,
  log: FastifyInstance['log'],
  ahora = new Date(),
): Promise<Array<{ tenantId: number; origenId: number; purgados: number }>> {
  const tenants = parsedRows(
    await database.owner.execute(sql`SELECT id FROM tenants WHERE deleted_at IS NULL ORDER BY id`),
    z.object({ id: z.number().int() }),
  );
  const hechos: Array<{ tenantId: number; origenId: number; purgados: number }> = [];
  for (const { id } of tenants) {
    const tenantId = Number(id);
    const origenes = await database.tenant(tenantId, async (tx) =>
      parsedRows(
        await tx.execute(
          sql`SELECT id, retencion_dias FROM origenes_bbdd
              WHERE tenant_id = ${tenantId} AND retencion_dias IS NOT NULL ORDER BY id`,
        ),
        z.object({ id: z.number().int(), retencion_dias: z.number().int() }),
      ),
    );
    for (const origen of origenes) {
      const limite = limiteRetencion(ahora, Number(origen.retencion_dias));
      if (limite === null) continue;
      const purgados = await purgarOrigen(database, tenantId, Number(origen.id), limite);
      if (purgados > 0) {
        log.info({ tenantId, origenId: Number(origen.id), purgados }, 'retención: contactos purgados');
        hechos.push({ tenantId, origenId: Number(origen.id), purgados });
      }
    }
  }
  return hechos;
}

/** Runs the retention purge when the app is ready and then daily (an unref'd timer), like the distributors' purge. */
export function startRetencionSweep(app: FastifyInstance, database: Database): void {
  let timer: NodeJS.Timeout | null = null;
  const sweep = () =>
    purgarRetencionVencida(database, app.log).catch((error: unknown) =>
      app.log.error({ err: error }, 'la purga por retención falló'),
    );
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), RETENCION_SWEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
  });
}
