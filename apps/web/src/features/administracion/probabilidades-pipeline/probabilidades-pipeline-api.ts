import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  probabilidadesPipelineSchema,
  type ProbabilidadesPipelineView,
} from '@ventas/domain/ofertas/pipeline-contract';
import { api } from '../../../api/api';
import { PIPELINE_KEY } from '../../pipeline/pipeline.public';

/** Administración · Pipeline de ofertas (issue 31 §2): the distributor's chance per offer status. */
const PATH = '/api/distribuidores/pipeline-probabilidades/';

export const probabilidadesPipelineQuery = queryOptions({
  queryKey: ['distribuidores', 'pipeline-probabilidades'],
  queryFn: async ({ signal }) => probabilidadesPipelineSchema.parse(await api.get<unknown>(PATH, { signal })),
});

export async function guardarProbabilidadesPipeline(
  probabilidades: ProbabilidadesPipelineView,
): Promise<ProbabilidadesPipelineView> {
  return probabilidadesPipelineSchema.parse(await api.put<unknown>(PATH, probabilidades));
}

/** After a save: the board weighs its columns with these chances, so its figures are re-read. */
export const releerPipeline = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: PIPELINE_KEY });
