import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { screenPageFinder } from './screen-pages';

/** Vite names every bundle by its content hash: a changed file is a new URL, so keep it a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html names the bundles of the current release: always revalidated. */
export const NO_CACHE = 'no-cache';

/**
 * Serves the built React app and answers every non-API path with index.html (history-mode
 * routes), or with the page of the screen the path opens. Files go out precompressed (the build
 * writes .br and .gz beside them) when the browser accepts it. Unknown /api paths get the JSON 404
 * the error catalogue expects.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  const root = webDistDir ? resolve(webDistDir) : null;
  const hasWebApp = root !== null && existsSync(resolve(root, 'index.html'));
  const screenPage = hasWebApp ? screenPageFinder(root) : () => null;
  if (hasWebApp) {
    const assets = resolve(root, 'assets') + sep;
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, path: string) => {
        reply.header('cache-control', path.startsWith(assets) ? IMMUTABLE_CACHE : NO_CACHE);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!hasWebApp || path.startsWith('/api') || request.method !== 'GET') {
      return reply.code(404).send({ detail: 'No encontrado.' });
    }
    // A screen's own page preloads its scripts (issue 29 §7); the guard may still send to /login.
    return reply.sendFile(screenPage(path) ?? 'index.html');
  });
}
