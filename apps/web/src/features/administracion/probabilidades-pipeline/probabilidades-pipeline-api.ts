import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ProbabilidadesPipelineView } from '@ventas/domain/ofertas/pipeline-contract';
import { pipelineCalls } from '@ventas/domain/ofertas/pipeline.calls';
import { sendCall } from '../../../api/send-call';
import { PIPELINE_KEY } from '../../pipeline/pipeline.public';

/** Administración · Pipeline de ofertas (issue 31 §2): the distributor's chance per offer status. */
export const probabilidadesPipelineQuery = queryOptions({
  queryKey: ['distribuidores', 'pipeline-probabilidades'],
  queryFn: ({ signal }) => sendCall(pipelineCalls.probabilidades, {}, { signal }),
});

export const guardarProbabilidadesPipeline = (probabilidades: ProbabilidadesPipelineView) =>
  sendCall(pipelineCalls.cambiarProbabilidades, { body: probabilidades });

/** After a save: the board weighs its columns with these chances, so its figures are re-read. */
export const releerPipeline = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: PIPELINE_KEY });
