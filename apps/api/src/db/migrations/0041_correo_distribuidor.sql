CREATE TABLE "correo_distribuidor" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "correo_distribuidor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"host" text NOT NULL,
	"puerto" integer NOT NULL,
	"seguridad" text NOT NULL,
	"usuario" text,
	"password_cifrada" text,
	"remitente_email" text NOT NULL,
	"remitente_nombre" text NOT NULL,
	"asunto" text NOT NULL,
	"cuerpo" text NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "correo_distribuidor_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "envios_oferta" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "envios_oferta_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"oferta_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"account_id" integer,
	"job_id" uuid,
	"para" text NOT NULL,
	"responder_a" text,
	"asunto" text NOT NULL,
	"cuerpo" text NOT NULL,
	"estado" text DEFAULT 'SOLICITADO' NOT NULL,
	"intentos" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"creado_el" timestamp with time zone DEFAULT now() NOT NULL,
	"terminado_el" timestamp with time zone,
	CONSTRAINT "envios_oferta_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "correo_distribuidor" ADD CONSTRAINT "correo_distribuidor_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_oferta" ADD CONSTRAINT "envios_oferta_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_oferta" ADD CONSTRAINT "envios_oferta_tenant_id_oferta_id_ofertas_tenant_id_id_fk" FOREIGN KEY ("tenant_id","oferta_id") REFERENCES "public"."ofertas"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_oferta" ADD CONSTRAINT "envios_oferta_tenant_id_cliente_id_clientes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","cliente_id") REFERENCES "public"."clientes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_oferta" ADD CONSTRAINT "envios_oferta_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "correo_distribuidor_tenant_idx" ON "correo_distribuidor" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "envios_oferta_tenant_oferta_idx" ON "envios_oferta" USING btree ("tenant_id","oferta_id","creado_el" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "envios_oferta_tenant_cliente_idx" ON "envios_oferta" USING btree ("tenant_id","cliente_id");--> statement-breakpoint
-- Issue 31 §3: new tables only, so nothing of the previous version reads or writes them. Both are
-- the distributor's own rows, written by its app role (forced RLS, grants to ventas_app).
SELECT app_protect_tenant_table(t) FROM unnest(ARRAY['correo_distribuidor', 'envios_oferta']::regclass[]) AS t;
--> statement-breakpoint
-- The audit trail (migration 0027) logs every change of the SMTP settings (their sealed password
-- reads '•••'), and each send request in the log of the offer it sent, under its customer (the
-- job's outcome is the row's estado and a customer note, not a second log entry).
SELECT app_auditar_tabla('correo_distribuidor', 'correo_distribuidor');
--> statement-breakpoint
SELECT app_auditar_tabla('envios_oferta', 'oferta', 'oferta_id', 'cliente_id');
