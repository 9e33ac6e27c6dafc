CREATE TABLE "fichero_partes" (
	"tenant_id" integer NOT NULL,
	"fichero_id" integer NOT NULL,
	"n" integer NOT NULL,
	"datos" "bytea" NOT NULL,
	CONSTRAINT "fichero_partes_tenant_id_fichero_id_n_pk" PRIMARY KEY("tenant_id","fichero_id","n")
);
--> statement-breakpoint
CREATE TABLE "ficheros" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "ficheros_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"tipo" text NOT NULL,
	"tamano" bigint NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ficheros_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "fichero_partes" ADD CONSTRAINT "fichero_partes_tenant_id_fichero_id_ficheros_tenant_id_id_fk" FOREIGN KEY ("tenant_id","fichero_id") REFERENCES "public"."ficheros"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ficheros" ADD CONSTRAINT "ficheros_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ficheros_nombre_idx" ON "ficheros" USING btree ("tenant_id","nombre");--> statement-breakpoint
CREATE INDEX "ficheros_creado_en_idx" ON "ficheros" USING btree ("creado_en");--> statement-breakpoint
-- xlsx files are zips already: their parts are stored out of line without a second compression.
ALTER TABLE "fichero_partes" ALTER COLUMN "datos" SET STORAGE EXTERNAL;--> statement-breakpoint
-- A tenant's files are its own rows, written and read by the app role in its transactions; the
-- sweep deletes expired ones through the owner connection, as the finished jobs' clean-up does.
SELECT app_protect_tenant_table(t) FROM unnest(ARRAY['ficheros', 'fichero_partes']::regclass[]) AS t;
