import { randomBytes } from 'node:crypto';
import { ROLE } from '@ventas/domain/permissions/roles';
import type { NewAccount } from '../../db/seed/tenant-factory';

/** A one-time password: 24 characters of 144 random bits, shown once and changed at first login. */
export const oneTimePassword = () => randomBytes(18).toString('base64url');

/**
 * A distributor's first SuperAdmin, made with its distributor (POST) or later (POST
 * {id}/superadmin/): the platform chose the password, so it is changed at first login (ASVS 5.0 §6).
 */
export const primerSuperAdmin = (username: string, password: string) =>
  ({ username, password, rol: ROLE.SUPERADMIN, mustChangePassword: true }) satisfies NewAccount;

/** PostgreSQL's unique_violation, as either driver reports it (a subdomain or username taken meanwhile). */
export const isUniqueViolation = (error: unknown) => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
};
