import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';

/** Long work (exports, imports, PDF) queued in the database; SPEC §7 task-status reads it. */
export const jobs = pgTable(
  'jobs',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    accountId: integer('account_id'),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('PENDING'),
    payload: jsonb('payload').notNull().default({}),
    result: jsonb('result'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('jobs_state_created_idx').on(t.state, t.createdAt),
  ],
);
