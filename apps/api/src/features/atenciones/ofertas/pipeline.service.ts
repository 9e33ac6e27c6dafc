import type { Page } from '@ventas/domain/http/page';
import {
  resumenPipeline,
  type ProbabilidadesPipeline,
  type ResumenPipeline,
} from '@ventas/domain/ofertas/pipeline';
import type { ProbabilidadesPipelineView, TarjetaPipeline } from '@ventas/domain/ofertas/pipeline-contract';
import type { ClienteViewer } from '@ventas/domain/telework/cliente-scope';
import type { Database } from '../../../db/database';
import { readTablePage } from '../../../lists/table-list';
import {
  cifrasPorEstado,
  pipelineList,
  readProbabilidades,
  writeProbabilidades,
  type PipelineQuery,
} from './pipeline.repository';

/** GET /api/atenciones/ofertas/pipeline/: every column's count, monthly total and weighted total. */
export function resumen(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  query: Omit<PipelineQuery, 'estado'>,
): Promise<ResumenPipeline> {
  return database.tenant(tenantId, async (tx) =>
    resumenPipeline(
      // The board sums every status: a column's own status is its page's filter, not the board's.
      await cifrasPorEstado(tx, viewer, { ...query, estado: [] }),
      await readProbabilidades(tx),
    ),
  );
}

/**
 * A page of the offers: GET …/pipeline/tarjetas/ (one column's cards, its status named) and
 * GET …/pipeline/lista/ (the list across the statuses, any or none named).
 */
export function tarjetas(
  database: Database,
  tenantId: number,
  viewer: ClienteViewer,
  query: PipelineQuery,
): Promise<Page<TarjetaPipeline>> {
  return database.tenant(tenantId, (tx) => readTablePage(tx, pipelineList(viewer), query));
}

const aVista = (probabilidades: ProbabilidadesPipeline): ProbabilidadesPipelineView => ({
  probabilidades: Object.entries(probabilidades).map(([estado, probabilidad]) => ({
    estado: Number(estado) as keyof ProbabilidadesPipeline,
    probabilidad,
  })),
});

/** GET /api/distribuidores/pipeline-probabilidades/. */
export function leerProbabilidades(
  database: Database,
  tenantId: number,
): Promise<ProbabilidadesPipelineView> {
  return database.tenant(tenantId, async (tx) => aVista(await readProbabilidades(tx)));
}

/** PUT /api/distribuidores/pipeline-probabilidades/ (Admin and above): every status at once. */
export function cambiarProbabilidades(
  database: Database,
  tenantId: number,
  body: ProbabilidadesPipelineView,
): Promise<ProbabilidadesPipelineView> {
  const probabilidades = Object.fromEntries(
    body.probabilidades.map(({ estado, probabilidad }) => [estado, probabilidad]),
  ) as unknown as ProbabilidadesPipeline;
  return database.tenant(tenantId, async (tx) => {
    await writeProbabilidades(tx, probabilidades);
    return aVista(await readProbabilidades(tx));
  });
}
