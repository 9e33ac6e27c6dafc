import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { API_ACCESS } from '../permissions/api-rules';
import { loginSchema, refreshSchema, tokenPairSchema } from './auth-contract';

/**
 * SPEC §7 Auth: signing in and renewing a session. Public (the tenant is the host's). The web's
 * sign-in path sends these by hand: it loads no declaration, to stay free of zod (decision 244).
 */
export const authCalls = {
  token: defineCall({
    method: 'POST',
    path: '/api/token/',
    access: API_ACCESS.public,
    body: loginSchema,
    response: tokenPairSchema,
    errors: { 400: badRequestSchema, 401: detailSchema, 429: detailSchema },
  }),
  refresh: defineCall({
    method: 'POST',
    path: '/api/token-refresh/',
    access: API_ACCESS.public,
    body: refreshSchema,
    response: tokenPairSchema,
    errors: { 400: badRequestSchema, 401: detailSchema },
  }),
};
