import { request } from 'node:http';

/**
 * Calls the API from Node as a given tenant. Node cannot resolve *.localhost and its fetch drops
 * a custom Host header, so this connects to 127.0.0.1 and sets Host to the tenant's host itself.
 */
export interface ApiResponse {
  status: number;
  body: unknown;
}

export async function callApi(
  tenantBaseUrl: string,
  method: string,
  pathname: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ApiResponse> {
  const base = new URL(tenantBaseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { host: base.host, accept: 'application/json' };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: base.port, method, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text === '' ? null : JSON.parse(text);
        } catch {
          // not JSON: keep the raw text for the failure message
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

function fail(what: string, response: ApiResponse): never {
  throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
}

export async function obtainTokens(
  tenantBaseUrl: string,
  username: string,
  password: string,
): Promise<{ access: string; refresh: string }> {
  const response = await callApi(tenantBaseUrl, 'POST', '/api/token/', { body: { username, password } });
  const body = response.body as { access?: unknown; refresh?: unknown } | null;
  if (response.status !== 200 || typeof body?.access !== 'string' || typeof body.refresh !== 'string') {
    fail(`POST /api/token/ as ${username}`, response);
  }
  return { access: body.access, refresh: body.refresh };
}

export async function distribuidorId(tenantBaseUrl: string): Promise<number> {
  const response = await callApi(tenantBaseUrl, 'GET', '/api/distribuidores/get-distribuidor-info/');
  const body = response.body as { id?: unknown } | null;
  if (response.status !== 200 || typeof body?.id !== 'number') {
    fail('GET /api/distribuidores/get-distribuidor-info/', response);
  }
  return body.id;
}

/** Superadmin-only switch; the server keeps it reachable during maintenance so it can be undone. */
export async function setMaintenance(
  tenantBaseUrl: string,
  superadminToken: string,
  id: number,
  maintenance: boolean,
): Promise<void> {
  const response = await callApi(tenantBaseUrl, 'PUT', `/api/distribuidores/distribuidor/${id}/`, {
    token: superadminToken,
    body: { maintenance },
  });
  if (response.status !== 200) fail(`PUT /api/distribuidores/distribuidor/${id}/`, response);
}

export async function maintenanceStatus(tenantBaseUrl: string): Promise<boolean> {
  const response = await callApi(tenantBaseUrl, 'GET', '/api/distribuidores/get-maintenance-status/');
  const body = response.body as { maintenance?: unknown } | null;
  if (response.status !== 200 || typeof body?.maintenance !== 'boolean') {
    fail('GET /api/distribuidores/get-maintenance-status/', response);
  }
  return body.maintenance;
}

/**
 * The name the app should show for an account. SPEC §3: display name is the full name, else the
 * username; the full name comes from GET /api/cuentas/detalle/ (field nombre_completo).
 */
export async function expectedDisplayName(
  tenantBaseUrl: string,
  username: string,
  password: string,
): Promise<string> {
  const { access } = await obtainTokens(tenantBaseUrl, username, password);
  const response = await callApi(tenantBaseUrl, 'GET', '/api/cuentas/detalle/', { token: access });
  const body = response.body as { nombre_completo?: unknown } | null;
  if (response.status !== 200) fail('GET /api/cuentas/detalle/', response);
  const fullName = typeof body?.nombre_completo === 'string' ? body.nombre_completo.trim() : '';
  return fullName || username;
}
