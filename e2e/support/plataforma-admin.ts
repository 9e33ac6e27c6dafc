import { callApi } from './api-client';

/**
 * The platform distributor (issue 16, config PLATFORM_TENANT, 'admin' in the demo) and the hosts
 * of the distributors it creates. tenants.ts names only the demo tenants; any label goes here.
 */
export const PLATFORM_LABEL = 'admin';

/** Rewrites the first host label to any subdomain: http://demo.localhost:P -> http://norte.localhost:P */
export function hostOf(demoBaseUrl: string, subdomain: string): string {
  const url = new URL(demoBaseUrl);
  const [, ...rest] = url.hostname.split('.');
  url.hostname = [subdomain, ...rest].join('.');
  return url.origin;
}

/** What the host answers for its distributor's public info: 200 while it lives, 404 once deleted. */
export async function distribuidorInfoStatus(tenantBaseUrl: string): Promise<number> {
  return (await callApi(tenantBaseUrl, 'GET', '/api/distribuidores/get-distribuidor-info/')).status;
}

export interface DistribuidorRecord {
  id: number;
  name: string;
  subdomain: string;
  groups: string[];
  deleted_at: string | null;
}

/** The registry as the platform SuperAdmin reads it: the one with `subdomain`, or null. */
export async function distribuidorDeLaPlataforma(
  platformBaseUrl: string,
  superadminToken: string,
  subdomain: string,
): Promise<DistribuidorRecord | null> {
  const response = await callApi(platformBaseUrl, 'GET', '/api/distribuidores/distribuidor/', {
    token: superadminToken,
  });
  if (response.status !== 200) {
    throw new Error(
      `GET /api/distribuidores/distribuidor/ answered ${response.status}: ${JSON.stringify(response.body)}`,
    );
  }
  const body = response.body as DistribuidorRecord[] | { results: DistribuidorRecord[] };
  const rows = Array.isArray(body) ? body : body.results;
  return rows.find((row) => row.subdomain === subdomain) ?? null;
}
