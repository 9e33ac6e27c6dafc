-- NOT WHILE THE PREVIOUS VERSION SERVES (docs/architecture.md "Migrations"): two index builds over
-- all of clientes (CREATE INDEX, not CONCURRENTLY): customer writes wait until both are built.
--
-- The commonest filtered view: one commercial's customers in some states, within contact dates
-- (a manager reviewing an agent's callbacks or refusals). The per-commercial index ordered by
-- updated_on had to read all of the commercial's entries to count the few that match (32,690
-- entries for 4,831 matches: 11-20 ms of database time per request); this one reads only the
-- matches, and carries updated_on and id so the page is sorted without the table.
CREATE INDEX IF NOT EXISTS clientes_comercial_estado_idx
  ON clientes (tenant_id, comercial_id, estado, fecha_contacto) INCLUDE (updated_on, id);
--> statement-breakpoint
-- Commercial and state are correlated (each agent works their own pipeline): without these
-- statistics the planner guessed 770 rows for 4,831 and walked the wrong index.
CREATE STATISTICS IF NOT EXISTS clientes_comercial_estado_stats (mcv, dependencies)
  ON tenant_id, comercial_id, estado FROM clientes;
--> statement-breakpoint
-- The unassigned customers in list order: a Comercial's page merges this range with their own
-- (clientes-query.ts). The per-commercial index cannot serve it, as the planner does not take
-- `comercial_id IS NULL` as fixing that column, so it would not read the rest in order.
CREATE INDEX IF NOT EXISTS clientes_unassigned_order_idx
  ON clientes (tenant_id, updated_on DESC NULLS LAST, id DESC NULLS LAST) WHERE comercial_id IS NULL;
