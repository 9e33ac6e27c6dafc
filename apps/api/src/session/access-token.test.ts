import { createSigner } from 'fast-jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './access-token';

const SECRET = 'secreto-de-prueba-con-longitud-suficiente';
const tokens = createAccessTokens(SECRET, 900);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('verify what they signed', async () => {
    const token = await tokens.sign({ accountId: 7, tenantId: 3 });
    expect(await tokens.verify(token)).toEqual({ accountId: 7, tenantId: 3 });
  });

  it('refuse a token signed with another secret', async () => {
    const other = createAccessTokens('otro-secreto-de-prueba-con-longitud', 900);
    expect(await tokens.verify(await other.sign({ accountId: 7, tenantId: 3 }))).toBeNull();
  });

  it('refuse a token whose claims were changed after signing', async () => {
    const [header, payload, signature] = (await tokens.sign({ accountId: 7, tenantId: 3 })).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${base64url({ ...claims, tid: 4 })}.${signature}`;
    expect(await tokens.verify(forged)).toBeNull();
  });

  it('refuse unsigned tokens (alg none)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: '7', tid: 3, iss: 'ventas', exp: now + 60 })}.`;
    expect(await tokens.verify(unsigned)).toBeNull();
  });

  it('refuse an expired token', async () => {
    const token = await tokens.sign({ accountId: 7, tenantId: 3 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 901_000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuse tokens of another issuer or without a tenant', async () => {
    const foreign = createSigner({ key: SECRET, algorithm: 'HS256', iss: 'otro', expiresIn: 60_000 });
    expect(await tokens.verify(foreign({ sub: '7', tid: 3 }))).toBeNull();
    const ours = createSigner({ key: SECRET, algorithm: 'HS256', iss: 'ventas', expiresIn: 60_000 });
    expect(await tokens.verify(ours({ sub: '7' }))).toBeNull();
    expect(await tokens.verify('no.es.un-token')).toBeNull();
  });
});
