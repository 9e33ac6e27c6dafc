import { z } from 'zod';
import { clienteDuplicateSchema } from '../clientes/cliente-record';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { exportQuerySchema } from '../http/list-query';
import { exportCall } from '../jobs/export-call';
import { exportFormatSchema } from '../jobs/export-formats';
import { API_ACCESS } from '../permissions/api-rules';
import { ofertaDetailSchema } from './oferta-contract';
import {
  moverOfertaSchema,
  PIPELINE_LISTA_FILTERS,
  PIPELINE_LISTA_PATHS,
  pipelineListaQuerySchema,
  probabilidadesPipelineSchema,
  resumenPipelineQuerySchema,
  resumenPipelineSchema,
  tarjetasPipelinePageSchema,
  tarjetasPipelineQuerySchema,
} from './pipeline-contract';

const badQuery = { 400: badRequestSchema };

/**
 * Issue 31 §2, the offers pipeline (decision 236): the board's sums, a column's cards, the same
 * offers as a list, and the distributor's chance per status. Any role, over the offers of the
 * customers they may work; moving a card changes its status alone, under the offer's own rule
 * (transitions, declaration). The list's export is a job, its query kept raw for the job.
 */
export const pipelineCalls = {
  resumen: defineCall({
    method: 'GET',
    path: '/api/atenciones/ofertas/pipeline/',
    access: API_ACCESS.anyRole,
    query: resumenPipelineQuerySchema,
    response: resumenPipelineSchema,
    errors: badQuery,
  }),
  tarjetas: defineCall({
    method: 'GET',
    path: '/api/atenciones/ofertas/pipeline/tarjetas/',
    access: API_ACCESS.anyRole,
    query: tarjetasPipelineQuerySchema,
    response: tarjetasPipelinePageSchema,
    errors: badQuery,
  }),
  lista: defineCall({
    method: 'GET',
    path: PIPELINE_LISTA_PATHS.lista,
    access: API_ACCESS.anyRole,
    query: pipelineListaQuerySchema,
    response: tarjetasPipelinePageSchema,
    errors: badQuery,
  }),
  /** The list as a job (xlsx or json), with the board's filters; answers the task id to poll. */
  exportar: exportCall(
    PIPELINE_LISTA_PATHS.exportar,
    API_ACCESS.anyRole,
    exportQuerySchema(PIPELINE_LISTA_FILTERS, pipelineListaQuerySchema, { format: exportFormatSchema }),
  ),
  /** A card dropped on another column. */
  mover: defineCall({
    method: 'POST',
    path: '/api/atenciones/oferta/:id/estado/',
    access: API_ACCESS.anyRole,
    params: idPathSchema,
    body: moverOfertaSchema,
    response: ofertaDetailSchema,
    errors: {
      400: badRequestSchema,
      404: detailSchema,
      409: z.union([clienteDuplicateSchema, detailSchema]),
    },
  }),
  /** Every role reads the chances (the board's columns show them); Admin and above set them. */
  probabilidades: defineCall({
    method: 'GET',
    path: '/api/distribuidores/pipeline-probabilidades/',
    access: API_ACCESS.anyRole,
    response: probabilidadesPipelineSchema,
  }),
  cambiarProbabilidades: defineCall({
    method: 'PUT',
    path: '/api/distribuidores/pipeline-probabilidades/',
    access: API_ACCESS.admin,
    body: probabilidadesPipelineSchema,
    response: probabilidadesPipelineSchema,
    errors: badQuery,
  }),
};
