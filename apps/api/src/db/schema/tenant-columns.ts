import { integer } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';

/**
 * Every tenant-owned table starts with these: `tenant_id` leads its keys (Citus distribution
 * column) and row-level security filters on it (migration 0001).
 */
export const tenantColumns = () => ({
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  id: integer('id').generatedAlwaysAsIdentity().notNull(),
});
