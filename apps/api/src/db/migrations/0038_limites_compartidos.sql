CREATE TABLE "limites_peticiones" (
	"clave" text PRIMARY KEY NOT NULL,
	"ventana_desde" timestamp with time zone NOT NULL,
	"cuenta" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_fallos" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "login_fallos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario" text NOT NULL,
	"fallado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_fallos_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "login_fallos" ADD CONSTRAINT "login_fallos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_fallos_usuario_idx" ON "login_fallos" USING btree ("tenant_id","usuario","fallado_en");--> statement-breakpoint
-- A tenant's failed logins are its own rows, read and written by the app role in the login's
-- transaction; the request counters are the owner connection's alone.
SELECT app_protect_tenant_table('login_fallos');
