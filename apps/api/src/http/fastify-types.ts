import type { Actor } from '@ventas/domain/permissions/roles';
import type { RouteAccess } from '@ventas/domain/permissions/api-rules';

/** The tenant a request's host resolved to. */
export interface RequestTenant {
  id: number;
  name: string;
  subdomain: string;
  maintenance: boolean;
  logoUrl: string | null;
  /** Every registry group the tenant holds (A–D and any the platform created). */
  groups: string[];
  /** Issue 29 §3: the permission codenames those groups hold in the registry, read per request. */
  permissions: string[];
  /** The platform distributor (config PLATFORM_TENANT): its SuperAdmins manage every distributor. */
  isPlatform: boolean;
}

/** The signed-in account, as read fresh from the database on each request. */
export interface RequestUser extends Actor {
  /** Always the registry's answer on the server (never the seeded default). */
  permissions: string[];
  accountId: number;
  username: string;
  nombreCompleto: string;
  tipoComercial: string;
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /api route declares who may call it (checked at start-up and by a test). */
    access?: RouteAccess;
    /** Still served while the tenant is in maintenance (public info, lifting maintenance). */
    maintenanceExempt?: boolean;
    /** Served to an account that must change its password first (its detail, the change itself). */
    beforePasswordChange?: boolean;
  }
  interface FastifyRequest {
    tenant: RequestTenant;
    user: RequestUser | null;
  }
}
