import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequestSchema, detailSchema } from '@ventas/domain/http/error-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import {
  correoDistribuidorSchema,
  correoDistribuidorUpdateSchema,
  envioOfertaAnswerSchema,
  envioOfertaRequestSchema,
} from '@ventas/domain/ofertas/envio-correo-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import { JOBS_PLUGIN } from '../../jobs/jobs.plugin';
import type { PdfEngine } from '../../pdf/pdf-engine';
import { credentialsCipher } from '../credenciales/credenciales.public';
import type { SmtpInternalHosts } from '../../config';
import { createCorreoConfigService } from './correo-config.service';
import { createEnvioOfertaHandler, ENVIO_OFERTA_KIND } from './envio-oferta.job';
import { createEnvioOfertaService } from './envio-oferta.service';

export interface CorreoPluginOptions {
  database: Database;
  credentialsKey: string;
  /** The process's PDF engine (documentos.public.ts): the mailed PDF is the downloaded one. */
  pdf: PdfEngine;
  /** SMTP_INTERNAL_HOSTS (config.ts). */
  smtpInternalHosts: SmtpInternalHosts;
}

/**
 * Issue 31 §3 "the offer sent from the app": the distributor's outgoing mail (Admin and above
 * both ways, as it holds a credential) and the send of a saved offer (whoever may work the offer),
 * carried out by a job the screen follows through task-status.
 */
const correo: FastifyPluginAsyncZod<CorreoPluginOptions> = async (app, options) => {
  const cipher = credentialsCipher(options.credentialsKey);
  const config = createCorreoConfigService(options.database, cipher, options.smtpInternalHosts);
  const envios = createEnvioOfertaService(options.database);
  app.jobQueue.register(
    ENVIO_OFERTA_KIND,
    createEnvioOfertaHandler({ ...options, cipher, redesInternas: options.smtpInternalHosts }),
  );

  app.get('/api/distribuidores/correo/', {
    config: { access: API_ACCESS.admin },
    schema: { response: { 200: correoDistribuidorSchema } },
    handler: (request) => config.leer(request.tenant.id),
  });

  app.put('/api/distribuidores/correo/', {
    config: { access: API_ACCESS.admin },
    schema: {
      body: correoDistribuidorUpdateSchema,
      response: { 200: correoDistribuidorSchema, 400: badRequestSchema },
    },
    handler: (request) => config.guardar(request.tenant.id, request.body),
  });

  app.post('/api/atenciones/oferta/:id/enviar-correo/', {
    config: { access: API_ACCESS.anyRole },
    schema: {
      params: idPathSchema,
      body: envioOfertaRequestSchema,
      response: { 200: envioOfertaAnswerSchema, 400: badRequestSchema, 404: detailSchema, 409: detailSchema },
    },
    handler: (request) =>
      envios.solicitar(request.tenant, currentUser(request), request.params.id, request.body),
  });
};

/** Encapsulated like any feature; Fastify checks at start-up that the jobs plugin came first. */
export const correoPlugin = fp(correo, {
  name: 'correo',
  fastify: '5.x',
  dependencies: [JOBS_PLUGIN],
  encapsulate: true,
});
