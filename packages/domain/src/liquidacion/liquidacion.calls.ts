import { defineCall } from '../http/api-call';
import { taskStartedSchema } from '../jobs/task-status-contract';
import { API_ACCESS } from '../permissions/api-rules';
import {
  liquidacionExportQuerySchema,
  liquidacionQuerySchema,
  liquidacionSchema,
  listaUpfrontsExportQuerySchema,
  listaUpfrontsQuerySchema,
  listaUpfrontsSchema,
} from './liquidacion-contract';

/**
 * Área personal — Liquidación and Lista de upfronts (issue 14; SPEC §2: group A, SuperAdmin and
 * Admin). The spec shows no paths: they sit under /api/calculadora/ beside the calculator whose
 * month they settle. Each xlsx is a job followed through task-status, as every export.
 */
export const liquidacionCalls = {
  /** The month's packages and totals (Madrid's current month when the query names none). */
  liquidacion: defineCall({
    method: 'GET',
    path: '/api/calculadora/liquidacion/',
    access: API_ACCESS.liquidacion,
    query: liquidacionQuerySchema,
    response: liquidacionSchema,
  }),
  /** The same month as an xlsx: the job to follow. */
  liquidacionExport: defineCall({
    method: 'GET',
    path: '/api/calculadora/liquidacion/download-xlsx/',
    access: API_ACCESS.liquidacion,
    query: liquidacionExportQuerySchema,
    response: taskStartedSchema,
  }),
  /** The catalogue's upfronts, filtered. */
  listaUpfronts: defineCall({
    method: 'GET',
    path: '/api/calculadora/lista-upfronts/',
    access: API_ACCESS.liquidacion,
    query: listaUpfrontsQuerySchema,
    response: listaUpfrontsSchema,
  }),
  /** The same upfronts as an xlsx: the job to follow. */
  listaUpfrontsExport: defineCall({
    method: 'GET',
    path: '/api/calculadora/lista-upfronts/download-xlsx/',
    access: API_ACCESS.liquidacion,
    query: listaUpfrontsExportQuerySchema,
    response: taskStartedSchema,
  }),
};
