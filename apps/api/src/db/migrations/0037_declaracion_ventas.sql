ALTER TABLE "tenants" ADD COLUMN "declaracion_ventas" text DEFAULT 'COMERCIAL_ACTIVA' NOT NULL;--> statement-breakpoint
ALTER TABLE "ofertas" ADD COLUMN "activacion_solicitada" smallint;--> statement-breakpoint
ALTER TABLE "ofertas" ADD COLUMN "activacion_solicitada_por" integer;--> statement-breakpoint
ALTER TABLE "ofertas" ADD COLUMN "activacion_solicitada_el" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ofertas" ADD COLUMN "activacion_rechazada_el" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ofertas" ADD COLUMN "activacion_rechazo_motivo" text;--> statement-breakpoint
-- A distributor's Admin changes its own "Declaración de ventas" (tenants_update_own keeps it to
-- its own row), as it changes its name and maintenance flag (migration 0001).
GRANT UPDATE (declaracion_ventas) ON tenants TO ventas_app;