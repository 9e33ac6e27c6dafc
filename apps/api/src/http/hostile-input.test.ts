import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { GROUP_NAMES } from '@ventas/domain/permissions/roles';
import { bearer, createTestApp, createTestTenant, login, type TestTenant } from '../../test/support/test-app';
import { insertCliente } from '../../test/support/tenant-rows';
import { isApiDocsRoute } from '../plugins/openapi';

/**
 * Walks every registered /api route with generated hostile input — control characters, 10 KB
 * strings, wrong types, arrays for scalars, objects for strings, huge and negative numbers,
 * invalid UTF-8 in percent-encoding, unknown fields — in the path, the query and the body, as
 * every role of the route's tenant, another tenant's admin and nobody. No answer may be a 5xx.
 * A fixed seed and a fixed number of cases per route keep it repeatable and inside CI's budget.
 */
const RUNS_PER_ROUTE = 24;
const SEED = 20261123;
// The walk grows with every route (about 5,000 requests after issue 16): 15 s alone, and twice the
// default 30 s when the machine is shared. A limit, not a measure: the benches measure speed.
const WALK_TIMEOUT_MS = 180_000;

let app: FastifyInstance;
let tenant: TestTenant;
const tokens: Array<string | null> = [null];
/** A distributor of every group, so every route's own checks are reached (issue 29 §6). */
let everyGroup: TestTenant;
const everyGroupTokens: string[] = [];

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  tenant = await createTestTenant(created.database);
  const other = await createTestTenant(created.database);
  await insertCliente(created.database, tenant.id, { nombre: 'Cliente Uno' });
  for (const username of ['superadmin', 'admin', 'manager', 'comercial'] as const) {
    tokens.push((await login(app, tenant, username)).access);
  }
  tokens.push((await login(app, other, 'admin')).access);
  everyGroup = await createTestTenant(created.database, { groups: [...GROUP_NAMES] });
  await insertCliente(created.database, everyGroup.id, { nombre: 'Cliente Dos' });
  for (const username of ['superadmin', 'admin', 'manager', 'comercial'] as const) {
    everyGroupTokens.push((await login(app, everyGroup, username)).access);
  }
});

const TEN_KB = 'x'.repeat(10_240);
const hostileText = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\u0001\u001f', '\u007f', TEN_KB, '', ' ', '-1', '0', '1e309'),
  fc.constantFrom("' OR 1=1 --", '%', '__proto__', 'constructor', '../../etc/passwd', 'null', 'true'),
  // Lone surrogates, impossible days (issue 29 §6).
  fc.constantFrom('\ud800', 'a\udc00b', '2026-13-45', '2026-02-30', '0000-00-00'),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const hostileNumber = fc.constantFrom(
  -1,
  0,
  1,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_VALUE,
  0.5,
  NaN,
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('a', '__proto__', 'constructor'), hostileText, { maxKeys: 2 }),
  // Ids nested in arrays of objects (`comerciales[0].id`).
  fc.array(fc.record({ id: hostileNumber, peso: hostileNumber }), { maxLength: 2 }),
);
/** Field names the API reads somewhere, plus Object.prototype members and garbage. */
const FIELD_NAMES = [
  'id',
  'cliente',
  'comercial',
  'nombre',
  'documento',
  'tipo_documento',
  'telefonos_contacto',
  'email',
  'direccion',
  'origen_bbdd',
  'notas',
  'nota',
  'tipo',
  'razon',
  'tipoNoInteresado',
  'fechaAgendado',
  'gestion',
  'estado',
  'origin',
  'destination',
  'username',
  'password',
  'refresh',
  'page',
  'itemsPerPage',
  'ordering',
  'search',
  'range',
  'model',
  'cp',
  'client_id',
  'permission_name',
  'filename',
  'format',
  'is_active',
  'updated_on',
  'fecha_contacto_after',
  'estadoOferta',
  // The catalogue's (issue 12).
  'name',
  'operator',
  'segment',
  'category',
  'price_value',
  'price',
  'upfront',
  'amount',
  'amount_unit',
  'promotions',
  'tariffs',
  'object_id',
  'content_type',
  'familia_objetivo',
  'terminal',
  'items',
  'at',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'nombre[]',
];
const fieldName = fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 }));
/**
 * A text for a URL. encodeURIComponent throws on a lone surrogate; it is sent as the bytes UTF-8
 * would give it if it could (ED A0 80, CESU-8), which no UTF-8 decoder accepts.
 */
function encodeHostile(text: string): string {
  // Array.from walks code points: a well-formed pair is one item, a lone surrogate its own.
  return Array.from(text, (char) =>
    /^[\uD800-\uDFFF]$/.test(char) ? '%ED%A0%80' : encodeURIComponent(char),
  ).join('');
}

/** Percent-encodings that do not decode to UTF-8, sent raw. */
const BAD_ENCODINGS = ['%C3%28', '%FF', '%E2%82', '%', '%zz', '%00'];

const queryPart = fc.array(
  fc.tuple(fieldName, fc.oneof(hostileText.map(encodeHostile), fc.constantFrom(...BAD_ENCODINGS))),
  { maxLength: 4 },
);
const pathValue = fc.oneof(
  hostileText.map((text) => encodeHostile(text) || '0'),
  fc.constantFrom(...BAD_ENCODINGS, '0x1', '+1', '%201', '99999999999999999999'),
);
const body = fc.oneof(fc.dictionary(fieldName, hostileValue, { maxKeys: 6 }), hostileValue);

interface Case {
  token: string | null;
  path: string;
  query: [string, string][];
  body: unknown;
  count?: number;
}

function urlOf(pattern: string, pathValues: string[], query: [string, string][]): string {
  let index = 0;
  const path = pattern.replace(/:[A-Za-z_]+/g, () => pathValues[index++ % pathValues.length] ?? '1');
  const search = query.map(([key, value]) => `${encodeHostile(key)}=${value}`).join('&');
  return search ? `${path}?${search}` : path;
}

describe('hostile input on every route', () => {
  it(
    'never gets a 5xx answer',
    async () => {
      const routes = app.routeCatalog.filter(
        (route) => route.url.startsWith('/api') && route.method !== 'HEAD' && !isApiDocsRoute(route.url),
      );
      expect(routes.length).toBeGreaterThan(25);
      const failures: string[] = [];
      let requests = 0;
      for (const route of routes) {
        const arbitrary = fc.record({
          token: fc.constantFrom(...tokens),
          pathValues: fc.array(pathValue, { minLength: 1, maxLength: 2 }),
          query: queryPart,
          body,
        });
        await fc
          .assert(
            fc.asyncProperty(arbitrary, async ({ token, pathValues, query, body: payload }) => {
              const sent: Case = { token, path: urlOf(route.url, pathValues, query), query, body: payload };
              const withBody = route.method !== 'GET' && route.method !== 'DELETE';
              const headers = {
                ...(token ? bearer(token, tenant.host) : { host: tenant.host }),
                ...(withBody ? { 'content-type': 'application/json' } : {}),
              };
              const response = await app.inject({
                method: route.method as 'GET',
                url: sent.path,
                headers,
                ...(withBody ? { payload: JSON.stringify(payload) ?? 'null' } : {}),
              });
              sent.count = (sent.count ?? 0) + 1;
              requests += 1;
              if (response.statusCode >= 500) {
                failures.push(
                  `${route.method} ${sent.path} ${JSON.stringify(payload)?.slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
                );
              }
              return response.statusCode < 500;
            }),
            { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
          )
          .catch(() => undefined);
      }
      expect(failures).toEqual([]);
      expect(requests).toBeGreaterThanOrEqual(routes.length * RUNS_PER_ROUTE);
    },
    WALK_TIMEOUT_MS,
  );
});

/**
 * The classes an outside fuzz of the OpenAPI document found 5xx in (issue 29 §6), sent to every
 * route on purpose rather than by chance, as every role of a distributor of every group.
 */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
const IMPOSSIBLE_DAYS = ['2026-13-45', '2026-02-30', '0000-00-00'];
/** Query names that carry a day somewhere in the API. */
const DAY_NAMES = ['since', 'until', 'desde', 'hasta', 'fecha', 'dia', 'start', 'end', 'begin', 'at', 'mes'];
const SURROGATE_BODY = Object.fromEntries(FIELD_NAMES.map((name) => [name, 'x\ud800']));
const NESTED_IDS_BODY = {
  filtros: {},
  modo: 'igual',
  comerciales: [{ id: 2 ** 31, peso: 1 }],
  items: [{ id: 2 ** 31 }],
  tariffs: [2 ** 31],
  promotions: [2 ** 53],
};
const BROKEN_MULTIPART: Array<{ contentType: string; payload: string }> = [
  { contentType: 'multipart/form-data', payload: '{"no": "multipart"}' },
  { contentType: 'multipart/form-data; boundary=----x', payload: 'no es multipart' },
  {
    contentType: 'multipart/form-data; boundary=----x',
    payload: '------x\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK',
  },
];

interface Sent {
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
}

function classCases(route: { method: string; url: string }): Sent[] {
  const cases: Sent[] = [];
  const params = route.url.match(/:[A-Za-z_]+/g) ?? [];
  for (const key of PROTOTYPE_KEYS)
    params.forEach((_, position) =>
      cases.push({
        method: route.method,
        url: urlOf(
          route.url,
          params.map((__, i) => (i === position ? key : '1')),
          [],
        ),
      }),
    );
  const url = urlOf(route.url, ['1'], []);
  for (const day of IMPOSSIBLE_DAYS)
    cases.push({
      method: route.method,
      url: urlOf(
        route.url,
        ['1'],
        DAY_NAMES.map((name) => [name, day]),
      ),
    });
  if (route.method === 'GET' || route.method === 'DELETE') return cases;
  for (const body of [SURROGATE_BODY, NESTED_IDS_BODY])
    cases.push({ method: route.method, url, contentType: 'application/json', payload: JSON.stringify(body) });
  for (const broken of BROKEN_MULTIPART) cases.push({ method: route.method, url, ...broken });
  return cases;
}

describe('the hostile classes of issue 29, on every route', () => {
  it(
    'never get a 5xx answer',
    async () => {
      const routes = app.routeCatalog.filter(
        (route) => route.url.startsWith('/api') && route.method !== 'HEAD' && !isApiDocsRoute(route.url),
      );
      const failures: string[] = [];
      let requests = 0;
      for (const route of routes)
        for (const sent of classCases(route))
          for (const token of everyGroupTokens) {
            const response = await app.inject({
              method: sent.method as 'GET',
              url: sent.url,
              headers: {
                ...bearer(token, everyGroup.host),
                ...(sent.contentType ? { 'content-type': sent.contentType } : {}),
              },
              ...(sent.payload !== undefined ? { payload: sent.payload } : {}),
            });
            requests += 1;
            if (response.statusCode >= 500)
              failures.push(
                `${sent.method} ${sent.url} ${sent.contentType ?? ''} ${sent.payload?.slice(0, 80) ?? ''} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
          }
      expect(failures).toEqual([]);
      expect(requests).toBeGreaterThan(routes.length * 4 * 4);
    },
    WALK_TIMEOUT_MS,
  );
});
