import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { API_ACCESS } from '../permissions/api-rules';
import {
  correoDistribuidorSchema,
  correoDistribuidorUpdateSchema,
  envioOfertaAnswerSchema,
  envioOfertaRequestSchema,
} from './envio-correo-contract';

/**
 * Issue 31 §3 "the offer sent from the app": the distributor's outgoing mail (Admin and above
 * both ways, as it holds a credential) and the send of a saved offer (whoever may work the offer),
 * carried out by a job the screen follows through task-status.
 */
export const correoCalls = {
  /** The distributor's SMTP server (never its password) and mail template. */
  config: defineCall({
    method: 'GET',
    path: '/api/distribuidores/correo/',
    access: API_ACCESS.admin,
    response: correoDistribuidorSchema,
  }),
  /** Saves the SMTP server and the template. */
  guardarConfig: defineCall({
    method: 'PUT',
    path: '/api/distribuidores/correo/',
    access: API_ACCESS.admin,
    body: correoDistribuidorUpdateSchema,
    response: correoDistribuidorSchema,
    errors: { 400: badRequestSchema },
  }),
  /** Queues the send of a saved offer; answers its job, where it goes and whether it became Presentada. */
  enviarOferta: defineCall({
    method: 'POST',
    path: '/api/atenciones/oferta/:id/enviar-correo/',
    access: API_ACCESS.anyRole,
    params: idPathSchema,
    body: envioOfertaRequestSchema,
    response: envioOfertaAnswerSchema,
    errors: { 400: badRequestSchema, 404: detailSchema, 409: detailSchema },
  }),
};
