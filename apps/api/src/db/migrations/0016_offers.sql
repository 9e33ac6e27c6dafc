-- NOT WHILE THE PREVIOUS VERSION SERVES (docs/architecture.md "Migrations"): ALTER TABLE locks
-- ofertas and paquetes exclusively while five indexes are built over paquetes and every package
-- with a promotion is rewritten: every read and write of offers and packages waits. The back-fill
-- covers the packages that exist when it runs: those the previous version records afterwards
-- carry their promotion in promotion_id only.
CREATE TABLE "paquete_additional_info" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "paquete_additional_info_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"paquete_id" integer NOT NULL,
	"numero_pedido" text,
	"fecha_solicitud" date,
	"fecha_instalacion" date,
	"fecha_activacion" date,
	"portabilidad" boolean DEFAULT false NOT NULL,
	"operador_donante" text,
	"observaciones" text,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paquete_additional_info_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "ofertas" ADD COLUMN "segmento" text;--> statement-breakpoint
ALTER TABLE "ofertas" ADD COLUMN "operador" text;--> statement-breakpoint
ALTER TABLE "ofertas" ADD COLUMN "iva_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "ofertas" ADD COLUMN "precio_total_despues" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "ofertas" ADD COLUMN "meses_promocion" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ofertas" ADD COLUMN "fecha_agendado" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ofertas" ADD COLUMN "cotizada_el" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "paquetes" ADD COLUMN "promociones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "paquetes" ADD COLUMN "cotizacion" jsonb;--> statement-breakpoint
ALTER TABLE "paquetes" ADD COLUMN "precio_linea" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "paquetes" ADD COLUMN "precio_durante" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "paquetes" ADD COLUMN "precio_despues" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "paquetes" ADD COLUMN "meses_promocion" smallint;--> statement-breakpoint
ALTER TABLE "paquete_additional_info" ADD CONSTRAINT "paquete_additional_info_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paquete_additional_info" ADD CONSTRAINT "paquete_additional_info_tenant_id_paquete_id_paquetes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","paquete_id") REFERENCES "public"."paquetes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paquete_additional_info" ADD CONSTRAINT "paquete_additional_info_tenant_id_created_by_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paquete_additional_info_tenant_paquete_key" ON "paquete_additional_info" USING btree ("tenant_id","paquete_id");--> statement-breakpoint
CREATE INDEX "paquetes_tenant_tarifa_idx" ON "paquetes" USING btree ("tenant_id","tarifa_id","tipo_linea") WHERE "paquetes"."tarifa_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "paquetes_tenant_cacharro_idx" ON "paquetes" USING btree ("tenant_id","cacharro_id") WHERE "paquetes"."cacharro_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "paquetes_tenant_seguro_idx" ON "paquetes" USING btree ("tenant_id","seguro_id") WHERE "paquetes"."seguro_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "paquetes_promociones_idx" ON "paquetes" USING gin ("promociones" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "paquetes_svas_idx" ON "paquetes" USING gin ("svas" jsonb_path_ops);--> statement-breakpoint
SELECT app_protect_tenant_table('paquete_additional_info'::regclass);
--> statement-breakpoint
-- Packages recorded before issue 13 carry one promotion in promotion_id: list it too.
UPDATE "paquetes" SET "promociones" = jsonb_build_array(jsonb_build_object('id', "promotion_id", 'priority_order', "priority_order"))
  WHERE "promotion_id" IS NOT NULL;
