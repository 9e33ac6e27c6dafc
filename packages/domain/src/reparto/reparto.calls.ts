import { defineCall } from '../http/api-call';
import { badRequestSchema } from '../http/error-contract';
import { taskStartedSchema } from '../jobs/task-status-contract';
import { API_ACCESS } from '../permissions/api-rules';
import { repartoRequestSchema, vistaPreviaRepartoSchema } from './reparto-contract';

/**
 * Issue 17 "Deal out" (SuperAdmin, /databaseManagement → Reparto): the unassigned customers of a
 * Teletrabajo query dealt to chosen commercials, evenly or by weights.
 */
export const repartoCalls = {
  /** What the deal-out would do now. */
  vistaPrevia: defineCall({
    method: 'POST',
    path: '/api/reparto/vista-previa/',
    access: API_ACCESS.superadmin,
    body: repartoRequestSchema,
    response: vistaPreviaRepartoSchema,
    errors: { 400: badRequestSchema },
  }),
  /** Starts the deal-out: a job followed through task-status. */
  repartir: defineCall({
    method: 'POST',
    path: '/api/reparto/',
    access: API_ACCESS.superadmin,
    body: repartoRequestSchema,
    response: taskStartedSchema,
    errors: { 400: badRequestSchema },
  }),
};
