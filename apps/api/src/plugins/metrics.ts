import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import { detailSchema } from '@ventas/domain/http/error-contract';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { ApiInstance } from '../http/route-types';
import {
  registerDatabaseMetrics,
  registerJobMetrics,
  registerPdfMetrics,
  registerProviderMetrics,
} from './metrics-collectors';
import { routeTemplate } from './request-log';

export const METRICS_PATH = '/metrics';

const TOKEN_REFUSED = 'Se necesita el token de métricas (Authorization: Bearer).';

/** Seconds; API calls take milliseconds, exports and PDFs up to the 30 s end. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Memory, CPU, event-loop lag, handles and GC are the process's, and prom-client's collector
 * starts an event-loop monitor that is never stopped: one registry per process, shared by its
 * apps (tests build hundreds), merged into each app's own at scrape time.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Compared through SHA-256 digests: equal lengths, so timingSafeEqual neither throws nor leaks the length. */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

/**
 * GET /metrics in Prometheus' text format (issue 28), outside the /api scope: it answers for any
 * host, is no tenant's data, and no label names a tenant, an id or a raw URL. Who may read it is
 * the METRICS setting (config.ts, docs/decisions/); `off` registers nothing.
 */
export function registerMetrics(
  app: ApiInstance,
  options: { metrics: Config['metrics']; database: Database },
): void {
  const { mode, token } = options.metrics;
  if (mode === 'off') return;
  // Null: `public`, anyone reads it.
  const requiredToken = mode === 'token' ? token : null;
  if (requiredToken === undefined) throw new Error('METRICS=token necesita METRICS_TOKEN');
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'ventas_http_requests_total',
    help: 'HTTP requests answered, by route template.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'ventas_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  registerJobMetrics(registry, options.database, app.log);
  registerDatabaseMetrics(registry, options.database);
  registerPdfMetrics(registry);
  registerProviderMetrics(registry);

  // On the root, so every route of every scope is counted once.
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: routeTemplate(request),
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  app.get(METRICS_PATH, {
    schema: { response: { 200: z.string(), 401: detailSchema } },
    handler: async (request, reply) => {
      if (requiredToken !== null && !bearerMatches(request.headers.authorization, requiredToken)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ detail: TOKEN_REFUSED });
      }
      const merged = Registry.merge([processMetrics(), registry]);
      return reply
        .header('content-type', merged.contentType)
        .header('cache-control', 'no-store')
        .send(await merged.metrics());
    },
  });
}
