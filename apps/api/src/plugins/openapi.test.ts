import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../app';
import { bearer, createTestApp, createTestTenant, login, type TestTenant } from '../../test/support/test-app';
import { API_DOCS_PREFIX, isApiDocsRoute } from './openapi';

// A call that streams a file has no JSON answer to describe (as in http/route-rules.test.ts).
const STREAMS_FILE = ['GET /api/utils/get-xlsx-files/'];

interface Content {
  [mediaType: string]: { schema?: unknown };
}
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Content };
  responses?: Record<string, { content?: Content }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');
const PART_LOCATION: Record<string, string> = { params: 'path', querystring: 'query', headers: 'header' };

/** What the document misses of the routes' declarations, one line per problem. */
function contractProblems(routes: readonly RegisteredRoute[], document: OpenApiDocument): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const label = `${route.method} ${route.url}`;
    const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
    if (!operation) {
      problems.push(`${label}: not in paths`);
      continue;
    }
    for (const part of route.inputs) {
      if (part === 'body') {
        if (!operation.requestBody?.content?.['application/json']?.schema) problems.push(`${label}: no body`);
      } else if (!operation.parameters?.some((parameter) => parameter.in === PART_LOCATION[part])) {
        problems.push(`${label}: no ${part} parameters`);
      }
    }
    for (const name of route.url.match(/:[A-Za-z_]+/g) ?? []) {
      const declared = operation.parameters?.some((p) => p.in === 'path' && p.name === name.slice(1));
      if (!declared) problems.push(`${label}: no path parameter ${name}`);
    }
    if (route.responses.length === 0 && !STREAMS_FILE.includes(label)) {
      problems.push(`${label}: no response schema`);
    }
    for (const status of route.responses) {
      const response = operation.responses?.[status];
      // A 204 has no body, so no content to describe.
      if (!response || (status !== '204' && !response.content?.['application/json']?.schema)) {
        problems.push(`${label}: no ${status} response schema`);
      }
    }
  }
  return problems;
}

const documentedRoutes = (app: FastifyInstance) =>
  app.routeCatalog.filter(
    (route) => route.url.startsWith('/api') && route.method !== 'HEAD' && !isApiDocsRoute(route.url),
  );

describe('the OpenAPI document', () => {
  let app: FastifyInstance;
  let tenant: TestTenant;
  let document: OpenApiDocument;

  beforeAll(async () => {
    const created = await createTestApp({ apiDocs: 'public' });
    app = created.app;
    tenant = await createTestTenant(created.database);
    const response = await app.inject({ url: `${API_DOCS_PREFIX}/json`, headers: { host: tenant.host } });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it('describes every /api route with its inputs and a response schema for each declared status', () => {
    const routes = documentedRoutes(app);
    expect(routes.length).toBeGreaterThan(20);
    expect(contractProblems(routes, document)).toEqual([]);
  });

  it('reports a route the document does not describe well', () => {
    const undeclared: RegisteredRoute[] = [
      { method: 'GET', url: '/api/health/', access: undefined, responses: ['200', '418'], inputs: ['body'] },
      { method: 'GET', url: '/api/sin-documentar/:id/', access: undefined, responses: [], inputs: [] },
    ];
    expect(contractProblems(undeclared, document)).toEqual([
      'GET /api/health/: no body',
      'GET /api/health/: no 418 response schema',
      'GET /api/sin-documentar/:id/: not in paths',
    ]);
    const withoutResponse = { ...undeclared[0]!, responses: [], inputs: [] };
    expect(contractProblems([withoutResponse], document)).toEqual(['GET /api/health/: no response schema']);
  });

  it('documents only /api calls, not its own routes', () => {
    const paths = Object.keys(document.paths);
    expect(paths.every((path) => path.startsWith('/api/') && !isApiDocsRoute(path))).toBe(true);
  });

  it('serves the interactive reference to anyone in public mode', async () => {
    const response = await app.inject({ url: `${API_DOCS_PREFIX}/`, headers: { host: tenant.host } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('the API docs in admin mode', () => {
  let app: FastifyInstance;
  let tenant: TestTenant;

  beforeAll(async () => {
    const created = await createTestApp({ apiDocs: 'admin' });
    app = created.app;
    tenant = await createTestTenant(created.database);
  });

  it('refuses callers without a token with 401', async () => {
    for (const url of [`${API_DOCS_PREFIX}/json`, `${API_DOCS_PREFIX}/`]) {
      const response = await app.inject({ url, headers: { host: tenant.host } });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('answers an admin token with the document, and refuses a manager with 403', async () => {
    const admin = await login(app, tenant, 'admin');
    const answered = await app.inject({
      url: `${API_DOCS_PREFIX}/json`,
      headers: bearer(admin.access, tenant.host),
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json<OpenApiDocument>().openapi).toMatch(/^3\.1\./);

    const manager = await login(app, tenant, 'manager');
    const refused = await app.inject({
      url: `${API_DOCS_PREFIX}/json`,
      headers: bearer(manager.access, tenant.host),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the API docs when off', () => {
  it('are not served', async () => {
    const { app, database } = await createTestApp({ apiDocs: 'off' });
    const tenant = await createTestTenant(database);
    const response = await app.inject({ url: `${API_DOCS_PREFIX}/json`, headers: { host: tenant.host } });
    expect(response.statusCode).toBe(404);
    expect(app.routeCatalog.some((route) => isApiDocsRoute(route.url))).toBe(false);
  });
});
