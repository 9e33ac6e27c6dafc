/** Demo data seeded on an empty database (SEED_DEMO=true): the same four accounts on each tenant. */
export const DEMO_PASSWORD = 'demo1234';

export type DemoUsername = 'superadmin' | 'admin' | 'manager' | 'comercial';

/** Tenant label -> tenant group. The tenant is the first label of the host name. */
export const TENANT_GROUP = { demo: 'A', demo2: 'D', demo3: 'B' } as const;
export type TenantLabel = keyof typeof TENANT_GROUP;

/** Rewrites the first host label: http://demo.localhost:P -> http://demo2.localhost:P */
export function tenantBase(demoBaseUrl: string, tenant: TenantLabel): string {
  const url = new URL(demoBaseUrl);
  const [, ...rest] = url.hostname.split('.');
  url.hostname = [tenant, ...rest].join('.');
  return url.origin;
}
