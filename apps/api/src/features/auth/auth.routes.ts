import { z } from 'zod';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { ApiInstance } from '../../http/route-types';
import type { AuthService } from './auth.service';

const MAX_CREDENTIAL_LENGTH = 256;
const tokenPair = z.object({ access: z.string(), refresh: z.string() });
const detail = z.object({ detail: z.string() });

export function authRoutes(app: ApiInstance, deps: { auth: AuthService; maxPerIpPerMinute: number }): void {
  app.post('/api/token/', {
    config: {
      access: API_ACCESS.public,
      rateLimit: { max: deps.maxPerIpPerMinute, timeWindow: '1 minute' },
    },
    schema: {
      body: z.object({
        username: z.string().trim().min(1, 'Introduzca su Usuario').max(MAX_CREDENTIAL_LENGTH),
        password: z.string().min(1, 'Introduzca su Contraseña').max(MAX_CREDENTIAL_LENGTH),
      }),
      response: { 200: tokenPair, 401: detail, 429: detail },
    },
    handler: (request) => deps.auth.login(request.tenant.id, request.body.username, request.body.password),
  });

  app.post('/api/token-refresh/', {
    config: {
      access: API_ACCESS.public,
      rateLimit: { max: deps.maxPerIpPerMinute * 4, timeWindow: '1 minute' },
    },
    schema: {
      body: z.object({ refresh: z.string().min(1).max(MAX_CREDENTIAL_LENGTH) }),
      response: { 200: tokenPair, 401: detail },
    },
    handler: (request) => deps.auth.refresh(request.tenant.id, request.body.refresh),
  });
}
