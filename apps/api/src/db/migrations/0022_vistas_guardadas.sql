CREATE TABLE "vistas_guardadas" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vistas_guardadas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"pantalla" text NOT NULL,
	"nombre" text NOT NULL,
	"consulta" text NOT NULL,
	"compartida" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vistas_guardadas_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "vistas_guardadas" ADD CONSTRAINT "vistas_guardadas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vistas_guardadas" ADD CONSTRAINT "vistas_guardadas_tenant_id_account_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vistas_guardadas_nombre_idx" ON "vistas_guardadas" USING btree ("tenant_id","account_id","pantalla","nombre");--> statement-breakpoint
SELECT app_protect_tenant_table('vistas_guardadas'::regclass);
