-- NOT WHILE THE PREVIOUS VERSION SERVES (docs/architecture.md "Migrations"): index builds over all
-- of atenciones and paquetes (not CONCURRENTLY): their writes wait until both are built.
CREATE INDEX "atenciones_tenant_updated_idx" ON "atenciones" USING btree ("tenant_id","updated_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "paquetes_tenant_updated_idx" ON "paquetes" USING btree ("tenant_id","updated_on" DESC NULLS LAST,"id" DESC NULLS LAST);