import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '@ventas/domain/permissions/api-rules';
import type { Config } from './config';
import type { Database } from './db/database';
import { registerLaggingReads } from './db/lagging-reads/lagging-reads.plugin';
import { MIGRATIONS_FOLDER } from './db/open-database';
import { atencionesRoutes } from './features/atenciones/atenciones.routes';
import { calculadoraRoutes } from './features/calculadora/calculadora.routes';
import { calculadoraXlsxPlugin } from './features/calculadora/transfer/calculadora-xlsx.routes';
import { calendarioRoutes } from './features/calendario/calendario.routes';
import { clientesRoutes } from './features/clientes/clientes.routes';
import { clientesExportPlugin } from './features/clientes/clientes-export.routes';
import { comercialesRoutes } from './features/comerciales/comerciales.routes';
import { liquidacionPlugin } from './features/liquidacion/liquidacion.routes';
import { localidadesRoutes } from './features/localidades/localidades.routes';
import { notasClienteRoutes } from './features/notas-cliente/notas-cliente.routes';
import { authRoutes } from './features/auth/auth.routes';
import { createAuthService } from './features/auth/auth.service';
import { createLoginLimiter } from './features/auth/login-limiter';
import { databaseRateStore } from './http/database-rate-store';
import { scrapingRoutes } from './features/scraping/scraping.routes';
import { credencialesRoutes } from './features/credenciales/credenciales.routes';
import { comunicadosRoutes } from './features/cuentas/comunicados.routes';
import { cuentasExportPlugin } from './features/cuentas/cuentas-export.routes';
import { cuentasRoutes } from './features/cuentas/cuentas.routes';
import { disponibilidadesRoutes } from './features/cuentas/disponibilidades.routes';
import { detalleRoutes } from './features/cuentas/detalle.routes';
import { holidaysRoutes } from './features/cuentas/holidays.routes';
import { distribuidoresAdminPlugin } from './features/distribuidores/distribuidores-admin.routes';
import { distribuidoresRoutes } from './features/distribuidores/distribuidores.routes';
import { correoPlugin } from './features/correo/correo.routes';
import { createDocumentosPdfEngine } from './features/documentos/documentos.public';
import { documentosPlugin } from './features/documentos/documentos.routes';
import { gerenciaExportPlugin } from './features/gerencia/export/gerencia-export.routes';
import { gerenciaRoutes } from './features/gerencia/gerencia.routes';
import { statsRoutes } from './features/gerencia/stats/stats.routes';
import { healthRoutes } from './features/health/health.routes';
import { groupPermissionsRoutes } from './features/permissions/group-permissions.routes';
import { registryRoutes } from './features/permissions/registry.routes';
import { catalogoRoutes } from './features/catalogo/catalogo.routes';
import { tiendasRoutes } from './features/tiendas/tiendas.routes';
import { noLlamarRoutes } from './features/no-llamar/no-llamar.routes';
import { auditoriaRoutes } from './features/auditoria/auditoria.routes';
import { importacionesRoutes } from './features/importaciones/importaciones.routes';
import { importacionesAplicarRoutes } from './features/importaciones/importaciones-aplicar.routes';
import { repartoRoutes } from './features/reparto/reparto.routes';
import { rendimientoOrigenRoutes } from './features/rendimiento-origen/rendimiento-origen.routes';
import { proteccionDatosRoutes } from './features/proteccion-datos/proteccion-datos.routes';
import { retailxRoutes } from './features/retailx/retailx.routes';
import { tutorialesRoutes } from './features/tutoriales/tutoriales.routes';
import { catalogueTransferPlugin } from './features/catalogo/transfer/catalogue-transfer.routes';
import { utilsRoutes } from './features/utils/utils.routes';
import { vistasRoutes } from './features/vistas/vistas.routes';
import type { ApiInstance } from './http/route-types';
import './http/fastify-types';
import { createDrain } from './http/graceful-stop';
import { jobsPlugin } from './jobs/jobs.plugin';
import { answerClientError } from './http/client-error';
import { registerRefusedBodyDrain } from './http/refused-body';
import { registerAccessControl } from './plugins/access-control';
import { registerAuditContext } from './plugins/audit-context';
import { registerControlCharacterCheck } from './plugins/control-characters';
import { registerErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { registerApiDocs, registerOpenApi } from './plugins/openapi';
import { registerRequestSession } from './plugins/request-session';
import { RequestLogController, loggerOptions } from './plugins/request-log';
import { registerWebApp } from './plugins/web-app';
import { createAccessTokens } from './session/access-token';

z.config(z.locales.es());

/** Every route the app registered, kept so a test can walk them all (style.md §5). */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** Status codes with a declared response schema. */
  responses: string[];
  /** Request parts with a declared schema (params, querystring, body, headers). */
  inputs: string[];
}

const REQUEST_PARTS = ['params', 'querystring', 'body', 'headers'] as const;

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalog: readonly RegisteredRoute[];
  }
}

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Tests read the log lines (issue 18: no credential in any of them); at info level then. */
  logStream?: { write(line: string): void };
}

/** Builds the whole application without listening (server.ts listens; tests inject). */
export async function buildApp({ config, database, logStream }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    bodyLimit: config.bodyLimitBytes,
    // SPEC §7: the client calls some paths with and some without the trailing slash.
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: true,
    genReqId: () => randomBytes(8).toString('hex'),
    // Issue 28: one line per request, when it completes (plugins/request-log.ts).
    logController: new RequestLogController(),
    // A request the HTTP parser refuses gets a Spanish {detail} too (http/client-error.ts).
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // A 413 reaches a client still sending its body, not a reset (http/refused-body.ts).
  registerRefusedBodyDrain(app);
  // Issue 29: every answer names its request as its log line does (`reqId`), so a call that failed
  // in the browser (the web's developer mode lists them) can be found in the server's log.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    // The SPA loads its own bundles only; MUI injects styles at run time.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
      },
    },
  });
  // Counted in the database, so every replica sees the same counts (issue 30); by host and
  // address, so one distributor's logins never spend another's allowance.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateStore(database),
    keyGenerator: (request) => `${request.hostname}|${request.ip}`,
  });

  const accessTokens = createAccessTokens(
    config.jwtSecret ?? randomBytes(48).toString('base64url'),
    config.accessTokenTtlSeconds,
  );
  const auth = createAuthService({
    database,
    accessTokens,
    limiter: createLoginLimiter(config.loginMaxFailuresPerUsername),
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
  });

  await registerOpenApi(app, config.apiDocs);
  const routeCatalog: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const responses = Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {});
    const inputs = REQUEST_PARTS.filter((part) => route.schema?.[part] !== undefined);
    for (const method of methods) {
      routeCatalog.push({ method, url: route.url, access: route.config?.access, responses, inputs });
    }
  });
  app.decorate('routeCatalog', routeCatalog);

  // The probes and /metrics sit outside the /api scope: any host, no tenant, no maintenance.
  const drain = createDrain();
  app.decorate('drain', drain);
  registerMetrics(app, { metrics: config.metrics, database });
  healthRoutes(app, {
    database,
    drain,
    chromiumPath: config.chromiumPath,
    migrationsFolder: MIGRATIONS_FOLDER,
  });
  await app.register(async (api: ApiInstance) => {
    registerRequestSession(api, {
      database,
      defaultTenant: config.defaultTenant,
      platformTenant: config.platformTenant,
      accessTokens,
    });
    registerAccessControl(api);
    // Who writes, from which request: the audit triggers read it in every tenant transaction.
    registerAuditContext(api);
    // Issue 30: read-your-writes and the data's lag for the reads a standby may serve.
    registerLaggingReads(api, { database });
    registerControlCharacterCheck(api);
    await registerApiDocs(api, config.apiDocs);
    // Infrastructure before features: a feature plugin names what it needs in `dependencies`.
    await api.register(jobsPlugin, { database, config });
    // On SIGTERM the runner stops claiming and gives its running job back (http/graceful-stop.ts).
    drain.onStart(() => api.jobQueue.stop());
    authRoutes(api, { auth, maxPerIpPerMinute: config.loginMaxPerIpPerMinute });
    detalleRoutes(api);
    comunicadosRoutes(api, { database });
    distribuidoresRoutes(api, { database });
    utilsRoutes(api, { database });
    // One Chromium per process (launched on the first PDF), shared by the documents and the mail.
    const pdf = createDocumentosPdfEngine(config.chromiumPath);
    api.addHook('onClose', () => pdf.close());
    await api.register(documentosPlugin, { engine: pdf, database });
    groupPermissionsRoutes(api, { database });
    clientesRoutes(api, { database });
    atencionesRoutes(api, { database });
    notasClienteRoutes(api, { database });
    comercialesRoutes(api, { database });
    localidadesRoutes(api, { database });
    catalogoRoutes(api, { database });
    calculadoraRoutes(api, { database });
    holidaysRoutes(api, { database });
    cuentasRoutes(api, { database });
    disponibilidadesRoutes(api, { database });
    // Tests run without one: a key per app; server.ts always resolves one (env or DATA_DIR).
    const credentialsKey = config.credentialsKey ?? randomBytes(32).toString('base64');
    credencialesRoutes(api, { database, credentialsKey });
    scrapingRoutes(api, { database, providers: config.providers, credentialsKey });
    registryRoutes(api, { database });
    tiendasRoutes(api, { database });
    tutorialesRoutes(api, { database });
    noLlamarRoutes(api, { database });
    auditoriaRoutes(api, { database });
    importacionesRoutes(api, { database });
    importacionesAplicarRoutes(api, { database });
    repartoRoutes(api, { database });
    rendimientoOrigenRoutes(api, { database });
    proteccionDatosRoutes(api, { database });
    retailxRoutes(api, { database });
    calendarioRoutes(api, { database });
    gerenciaRoutes(api, { database });
    vistasRoutes(api, { database });
    statsRoutes(api, { database });
    await api.register(clientesExportPlugin, { database });
    await api.register(catalogueTransferPlugin, { database });
    await api.register(calculadoraXlsxPlugin, { database });
    await api.register(liquidacionPlugin, { database });
    await api.register(gerenciaExportPlugin, { database });
    await api.register(cuentasExportPlugin, { database, config });
    await api.register(distribuidoresAdminPlugin, { database, config });
    await api.register(correoPlugin, {
      database,
      credentialsKey,
      pdf,
      smtpInternalHosts: config.smtpInternalHosts,
    });
  });
  await registerWebApp(app, config.webDistDir);
  return app;
}
