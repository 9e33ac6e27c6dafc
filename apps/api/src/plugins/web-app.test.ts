import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/test-app';
import { IMMUTABLE_CACHE, NO_CACHE } from './web-app';

let app: FastifyInstance;
let dist: string;
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const INDEX = '<!doctype html><title>Ventas</title><script src="/assets/index-abc123.js"></script>';
// The build's page per screen (apps/web/build/screen-pages.ts): index.html and its preload links.
const DASHBOARD_PAGE = INDEX.replace('</title>', '</title><link rel="modulepreload" href="/assets/d.js">');
const CONFIGURATOR_PAGE = INDEX.replace('</title>', '</title><link rel="modulepreload" href="/assets/o.js">');
const SCREEN_PAGES = [
  { path: '/dashBoard', page: 'screens/dashboard.html' },
  { path: '/offerconfigurator/:id', page: 'screens/OfferConfigurator.html' },
];

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'ventas-dist-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'screens'));
  await writeFile(join(dist, 'screen-pages.json'), JSON.stringify(SCREEN_PAGES));
  for (const [path, content] of [
    ['index.html', INDEX],
    ['assets/index-abc123.js', BUNDLE],
    ['screens/dashboard.html', DASHBOARD_PAGE],
    ['screens/OfferConfigurator.html', CONFIGURATOR_PAGE],
  ] as const) {
    await writeFile(join(dist, path), content);
    await writeFile(join(dist, `${path}.br`), brotliCompressSync(content));
    await writeFile(join(dist, `${path}.gz`), gzipSync(content));
  }
  ({ app } = await createTestApp({ webDistDir: dist }));
});

afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app', () => {
  it('sends hashed bundles precompressed, brotli first, and cached for a year as immutable', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(BUNDLE.length / 4);
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('never lets index.html be cached, at its own path or as the fallback of a screen', async () => {
    for (const url of ['/index.html', '/teletrabajo?nombre=gar']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(NO_CACHE);
      expect(response.headers['content-encoding'], url).toBe('br');
    }
  });

  it('answers a screen’s path with that screen’s page, as the router matches it, and any other with index.html', async () => {
    const cases = [
      ['/dashBoard', DASHBOARD_PAGE],
      ['/dashboard/?x=1', DASHBOARD_PAGE],
      ['/offerconfigurator/41', CONFIGURATOR_PAGE],
      ['/offerconfigurator/41/extra', INDEX],
      ['/offerconfigurator', INDEX],
      ['/login?next=%2FdashBoard', INDEX],
      ['/dashBoardX', INDEX],
    ] as const;
    for (const [url, page] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(page);
      expect(response.headers['cache-control'], url).toBe(NO_CACHE);
    }
    expect((await get('/dashBoard', 'br')).headers['content-encoding']).toBe('br');
  });
});
