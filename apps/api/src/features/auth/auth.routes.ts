import { loginSchema, refreshSchema, tokenPairSchema } from '@ventas/domain/auth/auth-contract';
import { detailSchema } from '@ventas/domain/http/error-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { ApiInstance } from '../../http/route-types';
import type { SessionTokens } from './auth.public';
import type { AuthService } from './auth.service';

export function authRoutes(app: ApiInstance, deps: { auth: AuthService; maxPerIpPerMinute: number }): void {
  // Routes registered after these in the same scope (the password change) open sessions with it.
  const sessionTokens: SessionTokens = {
    issue: (tenantId, accountId) => deps.auth.issueSession(tenantId, accountId),
  };
  app.decorate('sessionTokens', sessionTokens);

  app.post('/api/token/', {
    config: {
      access: API_ACCESS.public,
      rateLimit: { max: deps.maxPerIpPerMinute, timeWindow: '1 minute' },
    },
    schema: {
      body: loginSchema,
      response: { 200: tokenPairSchema, 401: detailSchema, 429: detailSchema },
    },
    handler: (request) => deps.auth.login(request.tenant.id, request.body.username, request.body.password),
  });

  app.post('/api/token-refresh/', {
    config: {
      access: API_ACCESS.public,
      rateLimit: { max: deps.maxPerIpPerMinute * 4, timeWindow: '1 minute' },
    },
    schema: { body: refreshSchema, response: { 200: tokenPairSchema, 401: detailSchema } },
    handler: (request) => deps.auth.refresh(request.tenant.id, request.body.refresh),
  });
}
