import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { API_ACCESS } from '../permissions/api-rules';
import { bolsaMesResponseSchema } from './bolsa-contract';
import { objetivoMesConCierreSchema } from './extracto-contract';
import {
  calculadoraQuerySchema,
  copyObjetivosResponseSchema,
  copyObjetivosSchema,
  objetivoFormSchema,
  objetivoSchema,
} from './objetivos-contract';

/**
 * SPEC §7 Calculator: the month's figures (every role, whose figures the service judges, decision
 * 83) and the objectives' writes (Admin and above; a Manager copies their team's month forward,
 * decision 84).
 */
export const objetivosCalls = {
  /**
   * The month's objectives with their derived figures, the band, the commission or why it is
   * withheld, and whom the caller may pick.
   */
  objetivoMes: defineCall({
    method: 'GET',
    path: '/api/calculadora/objetivo_mes/',
    access: API_ACCESS.anyRole,
    query: calculadoraQuerySchema,
    response: objetivoMesConCierreSchema,
    errors: { 400: badRequestSchema, 403: detailSchema },
  }),
  /** The month's pools, their rewards and the pool in play. */
  bolsaMes: defineCall({
    method: 'GET',
    path: '/api/calculadora/bolsa_mes/',
    access: API_ACCESS.anyRole,
    query: calculadoraQuerySchema,
    response: bolsaMesResponseSchema,
    errors: { 400: badRequestSchema, 403: detailSchema },
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/calculadora/objetivos/',
    access: API_ACCESS.admin,
    body: objetivoFormSchema,
    status: 201,
    response: objetivoSchema,
    errors: { 400: badRequestSchema },
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/calculadora/objetivos/:id/',
    access: API_ACCESS.admin,
    params: idPathSchema,
    body: objetivoFormSchema,
    response: objetivoSchema,
    errors: { 400: badRequestSchema, 404: detailSchema },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/calculadora/objetivos/:id/',
    access: API_ACCESS.admin,
    params: idPathSchema,
    status: 204,
    response: z.null(),
    errors: { 404: detailSchema },
  }),
  /** Every objective of the month into the next; answers the sentence to show. */
  copiarAlMesSiguiente: defineCall({
    method: 'POST',
    path: '/api/calculadora/copy-objetivos-next-month/',
    access: API_ACCESS.manager,
    body: copyObjetivosSchema,
    response: copyObjetivosResponseSchema,
    errors: { 400: badRequestSchema },
  }),
};
