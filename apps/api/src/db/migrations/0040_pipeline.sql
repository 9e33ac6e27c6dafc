-- SAFE WHILE THE PREVIOUS VERSION SERVES (docs/architecture.md "Migrations"): the previous version
-- never reads the new nullable column of tenants (its statements name their columns), and the
-- index over ofertas only makes its offer saves wait while it builds (a few seconds at 300,000
-- offers), none fails.
ALTER TABLE "tenants" ADD COLUMN "probabilidades_pipeline" jsonb;--> statement-breakpoint
CREATE INDEX "ofertas_tenant_created_idx" ON "ofertas" USING btree ("tenant_id","created_on","estado");--> statement-breakpoint
-- A distributor's Admin sets its own pipeline chances (tenants_update_own keeps it to its own
-- row), as it sets its "Declaración de ventas" (migration 0037).
GRANT UPDATE (probabilidades_pipeline) ON tenants TO ventas_app;
