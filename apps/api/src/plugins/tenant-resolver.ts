import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { GROUP_NAMES, type GroupName } from '@ventas/domain/permissions/roles';
import type { Database } from '../db/database';
import { groups, tenantGroups, tenants } from '../db/schema/tenancy';
import { AppError, notFound } from '../http/app-error';
import type { RequestTenant } from '../http/fastify-types';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The tenant label is the host's first label; bare names and IPs fall back to the default. */
export function tenantLabelFromHost(host: string | undefined, defaultTenant: string): string {
  const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  if (!hostname || hostname.startsWith('[') || IPV4.test(hostname) || !hostname.includes('.')) {
    return defaultTenant;
  }
  return hostname.split('.')[0] ?? defaultTenant;
}

export async function findTenantBySubdomain(
  database: Database,
  subdomain: string,
): Promise<RequestTenant | null> {
  return database.registry(async (tx) => {
    const rows = await tx
      .select({ tenant: tenants, groupName: groups.name })
      .from(tenants)
      .leftJoin(tenantGroups, eq(tenantGroups.tenantId, tenants.id))
      .leftJoin(groups, eq(groups.id, tenantGroups.groupId))
      .where(eq(tenants.subdomain, subdomain))
      .orderBy(asc(groups.name));
    const first = rows[0];
    if (!first) return null;
    const groupNames = rows
      .map((row) => row.groupName)
      .filter((name): name is GroupName => GROUP_NAMES.includes(name as GroupName));
    return {
      id: first.tenant.id,
      name: first.tenant.name,
      subdomain: first.tenant.subdomain,
      maintenance: first.tenant.maintenance,
      logoUrl: first.tenant.logoUrl,
      groups: groupNames,
    };
  });
}

const MAINTENANCE_DETAIL = 'Estamos en mantenimiento, volvemos en breve.';

/** Resolves the tenant of every /api request, then applies its maintenance switch. */
export function registerTenantResolver(
  app: FastifyInstance,
  options: { database: Database; defaultTenant: string },
): void {
  app.decorateRequest('tenant', null as unknown as RequestTenant);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const label = tenantLabelFromHost(request.headers.host, options.defaultTenant);
    const tenant = await findTenantBySubdomain(options.database, label);
    if (!tenant) throw notFound(`No existe ningún distribuidor para «${label}».`);
    request.tenant = tenant;
    if (tenant.maintenance && !request.routeOptions.config.maintenanceExempt) {
      throw new AppError('maintenance', { detail: MAINTENANCE_DETAIL });
    }
  });
}
