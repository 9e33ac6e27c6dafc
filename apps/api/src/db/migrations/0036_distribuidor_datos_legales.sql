ALTER TABLE "tenants" ADD COLUMN "razon_social" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "cif" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "direccion" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "codigo_postal" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "localidad" text;--> statement-breakpoint
ALTER TABLE "installments" ADD COLUMN "cuotas" integer;--> statement-breakpoint
-- A distributor's own Admins and SuperAdmins write its legal data as the app role (RLS keeps
-- them to their own row, tenants_update_own), as they write its name (0001).
GRANT UPDATE (razon_social, cif, direccion, codigo_postal, localidad) ON tenants TO ventas_app;
