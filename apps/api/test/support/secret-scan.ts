import type { FastifyInstance } from 'fastify';
import { isApiDocsRoute } from '../../src/plugins/openapi';

/**
 * Issue 16: no password, hash, refresh token, cookie or sealed credential in any response. The
 * test app scans every JSON body it sends; a key that names a secret is reported (console.error,
 * which fails the test) with its route, except where the call exists to hand that secret over.
 */
const SECRET_KEY =
  /^(password2?|password_?hash|hash|token_?hash|refresh|refresh_?token|cookie|secret|.+_cifrada|.+Cifrada)$/i;

/** `METHOD route` -> the secret keys that call may answer. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  'POST /api/token/': ['refresh'],
  'POST /api/token-refresh/': ['refresh'],
  'POST /api/cuentas/cambiar-password/': ['refresh'],
  // A distributor's first SuperAdmin password, shown once: made with it, or later (issue 29 §4).
  'POST /api/distribuidores/distribuidor/': ['password_inicial'],
  'POST /api/distribuidores/distribuidor/:id/superadmin/': ['password_inicial'],
  // The SuperAdmin's explicit, recorded reveal of an operator credential.
  'POST /api/scraping/claves/:id/revelar/': ['password', 'cookie'],
};

/** The secret-looking keys anywhere in a parsed JSON value, as paths (`results.0.password`). */
export function secretKeysIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => secretKeysIn(item, `${path}${index}.`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(SECRET_KEY.test(key) ? [`${path}${key}`] : []),
    ...secretKeysIn(inner, `${path}${key}.`),
  ]);
}

const isMessageList = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The secret keys a call may not answer: those found less the call's allowed ones. In an error
 * answer, `{password: ['…']}` is a DRF field error (messages about the field), not the field.
 */
export function leakedKeys(route: string, body: unknown, isError = false): string[] {
  const allowed = ALLOWED[route] ?? [];
  const scanned =
    isError && typeof body === 'object' && body !== null && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([, value]) => !isMessageList(value)))
      : body;
  return secretKeysIn(scanned).filter((path) => !allowed.includes(path.split('.').at(-1) ?? ''));
}

export function watchForSecrets(app: FastifyInstance, report: (message: string) => void): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // The OpenAPI document names the fields (`password` in a form's schema), it holds no values.
    if (isApiDocsRoute(request.url)) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (typeof payload !== 'string' || !type.includes('json')) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const leaked = leakedKeys(route, body, reply.statusCode >= 400);
    if (leaked.length > 0) report(`Secreto en la respuesta de ${route}: ${leaked.join(', ')}`);
    return payload;
  });
}
