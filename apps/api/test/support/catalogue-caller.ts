import type { FastifyInstance } from 'fastify';
import { bearer, login, type TestTenant } from './test-app';

export type Role = 'superadmin' | 'admin' | 'manager' | 'comercial';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Caller {
  (
    role: Role,
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<{
    statusCode: number;
    headers: Record<string, string | string[] | number | undefined>;
    /** The body as text (an HTML or CSV answer) and as bytes (a PDF or xlsx). */
    body: string;
    rawPayload: Buffer;
    json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any -- a test reads any body
  }>;
}

/** Calls the API as each of a tenant's four accounts (tokens fetched once). */
export async function callerFor(app: FastifyInstance, tenant: TestTenant): Promise<Caller> {
  const tokens = {} as Record<Role, string>;
  for (const role of ['superadmin', 'admin', 'manager', 'comercial'] as const)
    tokens[role] = (await login(app, tenant, role)).access;
  return (role, method, url, payload) =>
    app.inject({
      method,
      url,
      headers: bearer(tokens[role], tenant.host),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
