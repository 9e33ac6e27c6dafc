-- NOT WHILE THE PREVIOUS VERSION SERVES (docs/architecture.md "Migrations"): DROP INDEX locks
-- clientes exclusively, and the lock is held until 0005, in the same migration transaction, has
-- built two indexes over the whole table: every read and write of customers waits for both.
DROP INDEX "clientes_tenant_updated_idx";--> statement-breakpoint
DROP INDEX "clientes_tenant_comercial_idx";