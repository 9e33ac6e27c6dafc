import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { correoCalls } from '@ventas/domain/ofertas/correo.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
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
 * Issue 31 §3 "the offer sent from the app" (declared in the domain's `correo.calls.ts`, with who
 * may make each): the distributor's outgoing mail and the send of a saved offer, carried out by a
 * job the screen follows through task-status.
 */
const correo: FastifyPluginAsyncZod<CorreoPluginOptions> = async (app, options) => {
  const cipher = credentialsCipher(options.credentialsKey);
  const config = createCorreoConfigService(options.database, cipher, options.smtpInternalHosts);
  const envios = createEnvioOfertaService(options.database);
  app.jobQueue.register(
    ENVIO_OFERTA_KIND,
    createEnvioOfertaHandler({ ...options, cipher, redesInternas: options.smtpInternalHosts }),
  );

  routeCall(app, correoCalls.config, (request) => config.leer(request.tenant.id));

  routeCall(app, correoCalls.guardarConfig, (request) => config.guardar(request.tenant.id, request.body));

  routeCall(app, correoCalls.enviarOferta, (request) =>
    envios.solicitar(request.tenant, currentUser(request), request.params.id, request.body),
  );
};

/** Encapsulated like any feature; Fastify checks at start-up that the jobs plugin came first. */
export const correoPlugin = fp(correo, {
  name: 'correo',
  fastify: '5.x',
  dependencies: [JOBS_PLUGIN],
  encapsulate: true,
});
