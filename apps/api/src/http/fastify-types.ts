import type { Actor, GroupName } from '@ventas/domain/permissions/roles';
import type { RouteAccess } from '@ventas/domain/permissions/api-rules';

/** The tenant a request's host resolved to. */
export interface RequestTenant {
  id: number;
  name: string;
  subdomain: string;
  maintenance: boolean;
  logoUrl: string | null;
  groups: GroupName[];
}

/** The signed-in account, as read fresh from the database on each request. */
export interface RequestUser extends Actor {
  accountId: number;
  username: string;
  nombreCompleto: string;
  tipoComercial: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /api route declares who may call it (checked at start-up and by a test). */
    access?: RouteAccess;
    /** Still served while the tenant is in maintenance (public info, lifting maintenance). */
    maintenanceExempt?: boolean;
  }
  interface FastifyRequest {
    tenant: RequestTenant;
    user: RequestUser | null;
  }
}
