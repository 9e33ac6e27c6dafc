import { partesDelReparto } from '@ventas/domain/reparto/reparto-split';
import {
  MENSAJES_REPARTO,
  repartoRequestSchema,
  type ResultadoReparto,
} from '@ventas/domain/reparto/reparto-contract';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { JobFailure, type JobHandler, type JobResult } from '../../jobs/job-types';
import {
  asignar,
  comercialesNoValidos,
  contarSinAsignar,
  filtrosDelReparto,
  idsARepartir,
} from './reparto.query';

/** Queued by POST /api/reparto/ and run here. */
export const REPARTO_KIND = 'reparto-clientes';

/**
 * Customers written per statement: few statements (50,000 customers are 5), each a set-based
 * UPDATE, with a progress report between them.
 */
export const REPARTO_LOTE = 10_000;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Each commercial's id repeated for their part, in the order given: the owner of the i-th customer. */
function duenos(comerciales: readonly number[], partes: readonly number[]): number[] {
  return comerciales.flatMap((id, i) => Array<number>(partes[i] ?? 0).fill(id));
}

/**
 * The deal-out (issue 17), in one tenant transaction, so a failure writes nothing: the matching
 * unassigned customers in id order are split by the domain's rule (reparto-split.ts), the first
 * part to the first commercial and so on, and written in a few set-based UPDATEs that skip any
 * customer someone else assigned meanwhile. The commercials are checked again (one may have been
 * deactivated since the request).
 */
export function createRepartoHandler(deps: { database: Database }): JobHandler {
  const { database } = deps;
  return async (job, context): Promise<JobResult> => {
    const payload = repartoRequestSchema.safeParse(job.payload);
    if (!payload.success) throw new JobFailure(MENSAJES_REPARTO.tareaNoValida);
    const { filtros, comerciales, modo } = payload.data;
    const ids = comerciales.map((comercial) => comercial.id);
    // PGlite runs one transaction at a time: a progress write from outside it would wait for it.
    const progress =
      database.engine === 'pglite'
        ? () => yieldToEventLoop()
        : (done: number, total: number) => context.progress(done, total);
    try {
      return await database.tenant(job.tenantId, async (tx) => {
        const malos = await comercialesNoValidos(tx, ids);
        if (malos.length) throw new JobFailure(MENSAJES_REPARTO.comercialesNoValidos(malos));
        const filters = filtrosDelReparto(filtros);
        const { noLlamar } = await contarSinAsignar(tx, filters);
        const clientes = await idsARepartir(tx, filters);
        const partes = partesDelReparto(
          clientes.length,
          modo,
          comerciales.map((comercial) => comercial.peso),
        );
        const dueno = duenos(ids, partes);
        const asignados = new Map<number, number>();
        await progress(0, clientes.length);
        for (let desde = 0; desde < clientes.length; desde += REPARTO_LOTE) {
          context.signal.throwIfAborted();
          const hasta = Math.min(clientes.length, desde + REPARTO_LOTE);
          const hecho = await asignar(tx, clientes.slice(desde, hasta), dueno.slice(desde, hasta));
          for (const [comercial, n] of hecho) asignados.set(comercial, (asignados.get(comercial) ?? 0) + n);
          await progress(hasta, clientes.length);
        }
        const total = [...asignados.values()].reduce((suma, n) => suma + n, 0);
        const report: ResultadoReparto = {
          asignados: total,
          ya_asignados: clientes.length - total,
          no_llamar: noLlamar,
          por_comercial: ids.map((comercial) => ({ comercial, clientes: asignados.get(comercial) ?? 0 })),
        };
        return { filename: null, done: clientes.length, total: clientes.length, report };
      });
    } catch (error) {
      // A filter the list no longer accepts: the request's 400, now the task's message.
      if (error instanceof AppError) throw new JobFailure(MENSAJES_REPARTO.tareaNoValida);
      throw error;
    }
  };
}
