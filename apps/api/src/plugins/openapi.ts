import { readFileSync } from 'node:fs';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_ACCESS, type RouteAccess } from '@ventas/domain/permissions/api-rules';
import { ROLE_NAMES } from '@ventas/domain/permissions/roles';
import type { ApiDocsMode } from '../config';

/** The interactive reference; the document itself is `${API_DOCS_PREFIX}/json` (and `/yaml`). */
export const API_DOCS_PREFIX = '/api/docs';
export const isApiDocsRoute = (url: string): boolean =>
  url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`);

const BEARER = 'bearer';
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * 'Roles: SuperAdmin, Admin; permiso: view_tiendas; grupos: D.' (the rule of api-rules.ts; isAdmin
 * passes any role list; the permission's groups are the registry's).
 */
function describeAccess(access: RouteAccess | undefined): string | undefined {
  if (access?.kind !== 'authenticated') return undefined;
  const roles = access.rule.roles.map((role) => ROLE_NAMES[role]).join(', ');
  const permission = access.rule.permission ? `; permiso: ${access.rule.permission}` : '';
  const groups = access.rule.groups.length ? `; grupos: ${access.rule.groups.join(', ')}` : '';
  return `Roles: ${roles}${permission}${groups}.`;
}

/**
 * The zod route schemas become the document (fastify-type-provider-zod, JSON Schema 2020-12 for
 * OpenAPI 3.1): request schemas as their input, responses as their output. Only /api calls are
 * documented; each signed-in call names the bearer scheme and its access rule.
 */
const transform: SwaggerTransform = (input) => {
  if (!input.url.startsWith('/api/') || isApiDocsRoute(input.url)) {
    return { schema: { hide: true }, url: input.url };
  }
  const { schema, url } = jsonSchemaTransform(input);
  const access = input.route.config?.access;
  const described = describeAccess(access);
  return {
    url,
    schema: {
      ...schema,
      tags: [url.split('/')[2] ?? 'api'],
      ...(described ? { description: described, security: [{ [BEARER]: [] }] } : {}),
    },
  };
};

/**
 * Registered on the root before any route, so the document sees every route (/api/health/ is
 * outside the /api scope). Also gives the docs routes their access rule: they come from
 * @fastify/swagger-ui, which takes no route config, and the route catalogue and the access control
 * read `config.access` when a route is added, so it is set by the first onRoute hook.
 */
export async function registerOpenApi(app: FastifyInstance, mode: ApiDocsMode): Promise<void> {
  if (mode === 'off') return;
  const access = mode === 'admin' ? API_ACCESS.admin : API_ACCESS.public;
  app.addHook('onRoute', (route) => {
    if (isApiDocsRoute(route.url)) route.config = { ...route.config, access };
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ventas API',
        version,
        description:
          'Every /api call (SPEC §7). The tenant is the first label of the Host; signed-in calls ' +
          'take the access token of POST /api/token/ as a bearer token.',
      },
      components: { securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
}

/**
 * The reference and the document at /api/docs, inside the /api scope: the tenant comes from the
 * Host and maintenance applies, as for every /api call (plugins/request-session.ts).
 */
export async function registerApiDocs(api: FastifyInstance, mode: ApiDocsMode): Promise<void> {
  if (mode === 'off') return;
  await api.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
}
