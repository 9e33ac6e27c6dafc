import { authCalls } from '@ventas/domain/auth/auth.calls';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import type { SessionTokens } from './auth.public';
import type { AuthService } from './auth.service';

export function authRoutes(app: ApiInstance, deps: { auth: AuthService; maxPerIpPerMinute: number }): void {
  // Routes registered after these in the same scope (the password change) open sessions with it.
  const sessionTokens: SessionTokens = {
    issue: (tenantId, accountId) => deps.auth.issueSession(tenantId, accountId),
  };
  app.decorate('sessionTokens', sessionTokens);

  routeCall(
    app,
    authCalls.token,
    (request) => deps.auth.login(request.tenant.id, request.body.username, request.body.password),
    { rateLimit: { max: deps.maxPerIpPerMinute, timeWindow: '1 minute' } },
  );
  routeCall(app, authCalls.refresh, (request) => deps.auth.refresh(request.tenant.id, request.body.refresh), {
    rateLimit: { max: deps.maxPerIpPerMinute * 4, timeWindow: '1 minute' },
  });
}
