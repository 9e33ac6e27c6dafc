import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '@ventas/domain/distribuidores/logo';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../../test/support/test-app';
import { testDatabase } from '../../../../test/support/test-database';

let app: FastifyInstance;
let platform: TestTenant;
let distributor: TestTenant;
let platformToken: string;
let ownToken: string;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);
const BOUNDARY = 'logo-boundary';

/** A multipart body with one file part named `file`. */
function multipart(bytes: Buffer, filename: string, type = 'application/octet-stream') {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const upload = (token: string, host: string, id: number, bytes: Buffer, filename = 'logo.png') =>
  app.inject({
    method: 'POST',
    url: `/api/distribuidores/distribuidor/${id}/logo/`,
    headers: { ...bearer(token, host), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(bytes, filename),
  });

const served = (host: string) =>
  app.inject({ method: 'GET', url: '/api/distribuidores/logo/', headers: { host } });

beforeAll(async () => {
  const database = await testDatabase();
  platform = await createTestTenant(database, { groups: [] });
  distributor = await createTestTenant(database);
  ({ app } = await createTestApp({ platformTenant: platform.subdomain }));
  platformToken = (await login(app, platform, 'superadmin')).access;
  ownToken = (await login(app, distributor, 'superadmin')).access;
});
afterAll(() => app.close());

describe('a distributor’s logo', () => {
  it('accepts a PNG from its own SuperAdmin, serves it to its login page and links it from its info', async () => {
    const response = await upload(ownToken, distributor.host, distributor.id, PNG);
    expect(response.statusCode).toBe(200);
    const logo = await served(distributor.host);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    const info = await app.inject({
      method: 'GET',
      url: '/api/distribuidores/get-distribuidor-info/',
      headers: { host: distributor.host },
    });
    expect(info.json().logo_url).toMatch(/^\/api\/distribuidores\/logo\/\?v=\d+$/);
  });

  it('sanitises an SVG the platform uploads: no script, handler or javascript: link survives', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><a xlink:href="javascript:alert(3)"><rect width="1"/></a><rect width="2"/></svg>`;
    expect(
      (await upload(platformToken, platform.host, distributor.id, Buffer.from(svg), 'logo.svg')).statusCode,
    ).toBe(200);
    const logo = await served(distributor.host);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(logo.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="2"/></svg>');
  });

  it.each([
    [
      'an HTML page named logo.png',
      Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'),
      400,
    ],
    ['an SVG with a DOCTYPE', Buffer.from('<!DOCTYPE svg [<!ENTITY a "b">]><svg>&a;</svg>'), 400],
    ['a PNG over the limit', Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]), 413],
  ])('refuses %s', async (_label, bytes, status) => {
    expect((await upload(ownToken, distributor.host, distributor.id, bytes)).statusCode).toBe(status);
  });

  it('refuses a body that is not multipart, and another distributor’s logo', async () => {
    const json = await app.inject({
      method: 'POST',
      url: `/api/distribuidores/distribuidor/${distributor.id}/logo/`,
      headers: bearer(ownToken, distributor.host),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect((await upload(ownToken, distributor.host, platform.id, PNG)).statusCode).toBe(404);
  });

  it.each([
    ['no boundary', 'multipart/form-data', '{"file": "x"}'],
    ['a boundary and no parts', `multipart/form-data; boundary=${BOUNDARY}`, 'no es multipart'],
    [
      'a part cut short',
      `multipart/form-data; boundary=${BOUNDARY}`,
      multipart(PNG, 'a.png').subarray(0, 60),
    ],
  ])(
    'refuses a body that says multipart and is not (%s) with a 400, never a 500',
    async (_, type, payload) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/distribuidores/distribuidor/${distributor.id}/logo/`,
        headers: { ...bearer(ownToken, distributor.host), 'content-type': type },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
    },
  );

  it('removes the logo: the login page falls back to none', async () => {
    const removal = await app.inject({
      method: 'DELETE',
      url: `/api/distribuidores/distribuidor/${distributor.id}/logo/`,
      headers: bearer(ownToken, distributor.host),
    });
    expect(removal.statusCode).toBe(204);
    expect((await served(distributor.host)).statusCode).toBe(404);
  });
});
