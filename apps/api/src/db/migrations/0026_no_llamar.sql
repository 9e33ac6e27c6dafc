CREATE TABLE "no_llamar" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "no_llamar_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"telefono" text NOT NULL,
	"cliente_id" integer,
	"fuente" text NOT NULL,
	"motivo" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "no_llamar_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "no_llamar" ADD CONSTRAINT "no_llamar_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "no_llamar_tenant_telefono_key" ON "no_llamar" USING btree ("tenant_id","telefono");--> statement-breakpoint
CREATE INDEX "no_llamar_tenant_cliente_idx" ON "no_llamar" USING btree ("tenant_id","cliente_id");--> statement-breakpoint
SELECT app_protect_tenant_table('no_llamar'::regclass);
