-- NOT WHILE THE PREVIOUS VERSION SERVES (docs/architecture.md "Migrations"): the first index reads
-- all of atenciones (partial, not CONCURRENTLY): attention writes wait until it is built.
CREATE INDEX "atenciones_tenant_gestion_idx" ON "atenciones" USING btree ("tenant_id","gestion_id") WHERE "atenciones"."gestion_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "terminales_tenant_seguro_idx" ON "terminales" USING btree ("tenant_id","seguro_id") WHERE "terminales"."seguro_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "upfront_history_tenant_familia_idx" ON "upfront_history" USING btree ("tenant_id","familia_objetivo_id") WHERE "upfront_history"."familia_objetivo_id" IS NOT NULL;