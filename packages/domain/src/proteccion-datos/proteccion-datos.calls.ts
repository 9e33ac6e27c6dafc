import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idParamSchema, idPathSchema } from '../http/id';
import { taskStartedSchema } from '../jobs/task-status-contract';
import { API_ACCESS } from '../permissions/api-rules';
import {
  estadoSupresionSchema,
  origenesRetencionSchema,
  origenRetencionSchema,
  retencionBodySchema,
  suprimirSchema,
  supresionSchema,
  vistaPreviaSchema,
} from './proteccion-datos-contract';

/** The `:origen` of a retention path. */
const origenPathSchema = z.object({ origen: idParamSchema });

/**
 * Issue 17 "Data protection" (RGPD / LOPDGDD). Admins and above answer a customer's requests:
 * access (one xlsx with everything held on them) and erasure (irreversible anonymisation).
 * SuperAdmins set each origin's retention period and purge its due never-contacted leads (a job;
 * a daily sweep does the same for every origin with a period).
 *
 * The access file (GET /api/proteccion-datos/clientes/:id/acceso/) is not declared here: it answers
 * an xlsx, not JSON, so its route is still written by hand in `proteccion-datos.routes.ts`.
 */
export const proteccionDatosCalls = {
  /** Whether the customer's data were erased. */
  estado: defineCall({
    method: 'GET',
    path: '/api/proteccion-datos/clientes/:id/',
    access: API_ACCESS.admin,
    params: idPathSchema,
    response: estadoSupresionSchema,
    errors: { 404: detailSchema },
  }),
  /** Erases the customer's data, irreversibly, with the typed confirmation. */
  suprimir: defineCall({
    method: 'POST',
    path: '/api/proteccion-datos/clientes/:id/suprimir/',
    access: API_ACCESS.admin,
    params: idPathSchema,
    body: suprimirSchema,
    response: supresionSchema,
    errors: { 400: badRequestSchema, 404: detailSchema, 409: detailSchema },
  }),
  /** The origins with their retention period and due count. */
  retencion: defineCall({
    method: 'GET',
    path: '/api/proteccion-datos/retencion/',
    access: API_ACCESS.superadmin,
    response: origenesRetencionSchema,
  }),
  /** Sets (or clears) an origin's retention period. */
  guardarRetencion: defineCall({
    method: 'PUT',
    path: '/api/proteccion-datos/retencion/:origen/',
    access: API_ACCESS.superadmin,
    params: origenPathSchema,
    body: retencionBodySchema,
    response: origenRetencionSchema,
    errors: { 400: badRequestSchema, 404: detailSchema },
  }),
  /** How many leads the purge would remove now, a few by name. */
  vistaPrevia: defineCall({
    method: 'GET',
    path: '/api/proteccion-datos/retencion/:origen/vista-previa/',
    access: API_ACCESS.superadmin,
    params: origenPathSchema,
    response: vistaPreviaSchema,
    errors: { 404: detailSchema },
  }),
  /** Purges the origin's due leads: a job followed through task-status. */
  purgar: defineCall({
    method: 'POST',
    path: '/api/proteccion-datos/retencion/:origen/purgar/',
    access: API_ACCESS.superadmin,
    params: origenPathSchema,
    response: taskStartedSchema,
    errors: { 404: detailSchema, 409: detailSchema },
  }),
};
