import {
  PIPELINE_CHOICES,
  PIPELINE_FILTERS,
  PIPELINE_LISTA_PATHS,
  PIPELINE_PAGING,
  PIPELINE_TARJETAS_FILTERS,
  moverOfertaSchema,
  probabilidadesPipelineSchema,
  resumenPipelineSchema,
  tarjetasPipelinePageSchema,
} from '@ventas/domain/ofertas/pipeline-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import { taskStartedSchema } from '@ventas/domain/jobs/task-status-contract';
import { ofertaDetailSchema } from '@ventas/domain/ofertas/oferta-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../../db/database';
import { currentUser } from '../../../http/request-context';
import type { ApiInstance } from '../../../http/route-types';
import type { ListExportPayload } from '../../../lists/list-export';
import { listQueryWithChoices } from '@ventas/domain/http/list-query-choices';
import { moverOferta } from './oferta-estado.service';
import { createPipelineExportHandler, PIPELINE_EXPORT_KIND, viewerScopeOf } from './pipeline-export.job';
import { pipelineExportQuerySchema, pipelineListaQuerySchema } from './pipeline-lista.query';
import { cambiarProbabilidades, leerProbabilidades, resumen, tarjetas } from './pipeline.service';
import { startTask } from '../../../jobs/start-task';

const resumenQuerySchema = listQueryWithChoices(PIPELINE_FILTERS, PIPELINE_PAGING, PIPELINE_CHOICES);

/** A column's page names its one status. */
const tarjetasQuerySchema = listQueryWithChoices(
  PIPELINE_TARJETAS_FILTERS,
  PIPELINE_PAGING,
  PIPELINE_CHOICES,
).refine((query) => query.estado.length === 1, {
  message: 'Indique el estado de la columna',
  path: ['estado'],
});

/**
 * Issue 31 §2, the offers pipeline (decision 236): the board's sums, a column's cards, the same
 * offers as a list and its export, and the distributor's chance per status. Any role, over the
 * offers of the customers they may work; moving a card changes its status alone, under the
 * offer's own rule (transitions, declaration).
 */
export function pipelineRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.jobQueue.register(
    PIPELINE_EXPORT_KIND,
    createPipelineExportHandler({ database: deps.database, files: app.exportFiles }),
  );

  app.get('/api/atenciones/ofertas/pipeline/', {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: resumenQuerySchema, response: { 200: resumenPipelineSchema } },
    handler: (request) => resumen(deps.database, request.tenant.id, currentUser(request), request.query),
  });

  app.get('/api/atenciones/ofertas/pipeline/tarjetas/', {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: tarjetasQuerySchema, response: { 200: tarjetasPipelinePageSchema } },
    handler: (request) => tarjetas(deps.database, request.tenant.id, currentUser(request), request.query),
  });

  app.get(PIPELINE_LISTA_PATHS.lista, {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: pipelineListaQuerySchema, response: { 200: tarjetasPipelinePageSchema } },
    handler: (request) => tarjetas(deps.database, request.tenant.id, currentUser(request), request.query),
  });

  // The list as a job (xlsx or json); the client follows it through /api/utils/task-status/.
  app.get(PIPELINE_LISTA_PATHS.exportar, {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: pipelineExportQuerySchema, response: { 200: taskStartedSchema } },
    handler: async (request) => {
      const user = currentUser(request);
      const { format, ...query } = request.query;
      const payload: ListExportPayload = { format, query, scope: viewerScopeOf(user) };
      return startTask(request, PIPELINE_EXPORT_KIND, payload);
    },
  });

  // A card dropped on another column: the status alone, under the offer's own rule.
  app.post('/api/atenciones/oferta/:id/estado/', {
    config: { access: API_ACCESS.anyRole },
    schema: { params: idPathSchema, body: moverOfertaSchema, response: { 200: ofertaDetailSchema } },
    handler: (request) =>
      moverOferta(
        deps.database,
        request.tenant.id,
        currentUser(request),
        request.params.id,
        request.body.estado,
      ),
  });

  // Every role reads the chances (the board's columns show them); Admin and above set them.
  app.get('/api/distribuidores/pipeline-probabilidades/', {
    config: { access: API_ACCESS.anyRole },
    schema: { response: { 200: probabilidadesPipelineSchema } },
    handler: (request) => leerProbabilidades(deps.database, request.tenant.id),
  });

  app.put('/api/distribuidores/pipeline-probabilidades/', {
    config: { access: API_ACCESS.admin },
    schema: { body: probabilidadesPipelineSchema, response: { 200: probabilidadesPipelineSchema } },
    handler: (request) => cambiarProbabilidades(deps.database, request.tenant.id, request.body),
  });
}
