DROP INDEX "clientes_tenant_updated_idx";--> statement-breakpoint
DROP INDEX "clientes_tenant_comercial_idx";