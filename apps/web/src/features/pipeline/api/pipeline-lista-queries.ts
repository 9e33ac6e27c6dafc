import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pipelineCalls } from '@ventas/domain/ofertas/pipeline.calls';
import { sendCall } from '../../../api/send-call';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';
import { PIPELINE_KEY } from './pipeline-queries';

/**
 * A page of the board's offers as one list: the board's filters, and the
 * grid's page, size and order. Under the pipeline's key: a move refreshes it with the board.
 */
export const pipelineListaQuery = (filtros: Record<string, string>, query: ListQuery) =>
  queryOptions({
    queryKey: [...PIPELINE_KEY, 'lista', filtros, query] as const,
    queryFn: ({ signal }) => sendCall(pipelineCalls.lista, { query: { ...filtros, ...query } }, { signal }),
    // The grid keeps the rows on screen while the next page or order loads.
    placeholderData: keepPreviousData,
  });

/** Queues the list's xlsx with the board's filters; answers the task id to poll (SPEC §4). */
export async function startPipelineExport(
  filtros: Record<string, string>,
  query: ListQuery,
): Promise<string> {
  const { task_id } = await sendCall(pipelineCalls.exportar, { query: { ...filtros, ...query } });
  return task_id;
}
