import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built React app and answers every non-API path with index.html (history-mode
 * routes). Unknown /api paths get the JSON 404 the error catalogue expects.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  const root = webDistDir ? resolve(webDistDir) : null;
  const hasWebApp = root !== null && existsSync(resolve(root, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!hasWebApp || path.startsWith('/api') || request.method !== 'GET') {
      return reply.code(404).send({ detail: 'No encontrado.' });
    }
    // index.html must not be cached: it names the hashed bundles of the current release.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
