CREATE TABLE "importacion_filas" (
	"tenant_id" integer NOT NULL,
	"importacion_id" integer NOT NULL,
	"fila" integer NOT NULL,
	"clase" text NOT NULL,
	"motivo" text DEFAULT '' NOT NULL,
	"datos" jsonb NOT NULL,
	"cliente_id" integer,
	"aplicada" text,
	CONSTRAINT "importacion_filas_tenant_id_importacion_id_fila_pk" PRIMARY KEY("tenant_id","importacion_id","fila")
);
--> statement-breakpoint
CREATE TABLE "importaciones" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "importaciones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer,
	"origen_bbdd_id" integer NOT NULL,
	"fichero" text NOT NULL,
	"subida" text,
	"mapeo" jsonb NOT NULL,
	"duplicados" text DEFAULT 'omitir' NOT NULL,
	"estado" text DEFAULT 'SIMULANDO' NOT NULL,
	"totales" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"resultado" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"simulacion_job_id" uuid,
	"aplicacion_job_id" uuid,
	"error" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"aplicada_el" timestamp with time zone,
	"deshecha_el" timestamp with time zone,
	CONSTRAINT "importaciones_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "origenes_bbdd" ADD COLUMN "mapeo_importacion" jsonb;--> statement-breakpoint
ALTER TABLE "origenes_bbdd" ADD COLUMN "retencion_dias" integer;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "suprimido_el" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "importacion_filas" ADD CONSTRAINT "importacion_filas_tenant_id_importacion_id_importaciones_tenant_id_id_fk" FOREIGN KEY ("tenant_id","importacion_id") REFERENCES "public"."importaciones"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importaciones" ADD CONSTRAINT "importaciones_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importaciones" ADD CONSTRAINT "importaciones_tenant_id_origen_bbdd_id_origenes_bbdd_tenant_id_id_fk" FOREIGN KEY ("tenant_id","origen_bbdd_id") REFERENCES "public"."origenes_bbdd"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "importacion_filas_clase_idx" ON "importacion_filas" USING btree ("tenant_id","importacion_id","clase","fila");--> statement-breakpoint
CREATE INDEX "importaciones_tenant_created_idx" ON "importaciones" USING btree ("tenant_id","created_on" DESC NULLS LAST);--> statement-breakpoint
SELECT app_protect_tenant_table(t) FROM unnest(ARRAY['importaciones', 'importacion_filas']::regclass[]) AS t;
--> statement-breakpoint
-- The import records are audited (issue 17 "Audit trail"); their rows are staging, not records.
SELECT app_auditar_tabla('importaciones', 'importacion');
