-- NOT WHILE THE PREVIOUS VERSION SERVES (docs/architecture.md "Migrations"): index builds over all
-- of atenciones and clientes (not CONCURRENTLY): their writes wait until both are built.
--
-- Gerencia's figures (issue 15): the attentions of a date range, read from the index alone, with
-- what the per-commercial counts group by (commercial, type) and count (customer).
CREATE INDEX IF NOT EXISTS atenciones_tenant_updated_cover_idx
  ON atenciones (tenant_id, updated_on) INCLUDE (comercial_id, tipo, cliente_id);
--> statement-breakpoint
-- The customers created in a range, per commercial (the "Altas" figure and Teletrabajo's
-- created_on filter).
CREATE INDEX IF NOT EXISTS clientes_tenant_created_idx
  ON clientes (tenant_id, created_on) INCLUDE (comercial_id);
