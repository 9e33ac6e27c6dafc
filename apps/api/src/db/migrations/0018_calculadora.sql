CREATE TABLE "bolsas" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "bolsas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comercial_id" integer NOT NULL,
	"mes" date NOT NULL,
	"bolsa" numeric(12, 2) DEFAULT '0' NOT NULL,
	"bolsa_recomendado" numeric(12, 2) DEFAULT '0' NOT NULL,
	"recomendado_id" integer,
	"reward_type" text,
	"reward_amount" numeric(12, 2),
	"reward_recomendado_type" text,
	"reward_recomendado_amount" numeric(12, 2),
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bolsas_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "bolsas_tenant_comercial_mes_key" UNIQUE("tenant_id","comercial_id","mes"),
	CONSTRAINT "bolsas_mes_check" CHECK (extract(day from "bolsas"."mes") = 1)
);
--> statement-breakpoint
CREATE TABLE "factor_corrector_comerciales" (
	"tenant_id" integer NOT NULL,
	"factor_id" integer NOT NULL,
	"comercial_id" integer NOT NULL,
	CONSTRAINT "factor_corrector_comerciales_tenant_id_comercial_id_pk" PRIMARY KEY("tenant_id","comercial_id")
);
--> statement-breakpoint
CREATE TABLE "factor_corrector_tramos" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "factor_corrector_tramos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"factor_id" integer NOT NULL,
	"porcentaje_maximo" numeric(7, 2) NOT NULL,
	"factor_corrector" numeric(6, 4) NOT NULL,
	CONSTRAINT "factor_corrector_tramos_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "factores_correctores" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "factores_correctores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factores_correctores_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "objetivos" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "objetivos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comercial_id" integer NOT NULL,
	"familia_id" integer NOT NULL,
	"mes" date NOT NULL,
	"peso" numeric(5, 2) NOT NULL,
	"objetivo" numeric(12, 2) NOT NULL,
	"llave" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "objetivos_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "objetivos_tenant_comercial_familia_mes_key" UNIQUE("tenant_id","comercial_id","familia_id","mes"),
	CONSTRAINT "objetivos_mes_check" CHECK (extract(day from "objetivos"."mes") = 1),
	CONSTRAINT "objetivos_peso_check" CHECK ("objetivos"."peso" >= 0 AND "objetivos"."peso" <= 100),
	CONSTRAINT "objetivos_objetivo_check" CHECK ("objetivos"."objetivo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"tenant_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"comercial_id" integer NOT NULL,
	CONSTRAINT "team_members_tenant_id_team_id_comercial_id_pk" PRIMARY KEY("tenant_id","team_id","comercial_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dutty_manager_id" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "teams_tenant_dutty_manager_key" UNIQUE("tenant_id","dutty_manager_id")
);
--> statement-breakpoint
ALTER TABLE "bolsas" ADD CONSTRAINT "bolsas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bolsas" ADD CONSTRAINT "bolsas_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bolsas" ADD CONSTRAINT "bolsas_recomendado_fk" FOREIGN KEY ("tenant_id","recomendado_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factor_corrector_comerciales" ADD CONSTRAINT "factor_corrector_comerciales_factor_fk" FOREIGN KEY ("tenant_id","factor_id") REFERENCES "public"."factores_correctores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factor_corrector_comerciales" ADD CONSTRAINT "factor_corrector_comerciales_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factor_corrector_tramos" ADD CONSTRAINT "factor_corrector_tramos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factor_corrector_tramos" ADD CONSTRAINT "factor_corrector_tramos_factor_fk" FOREIGN KEY ("tenant_id","factor_id") REFERENCES "public"."factores_correctores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factores_correctores" ADD CONSTRAINT "factores_correctores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objetivos" ADD CONSTRAINT "objetivos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objetivos" ADD CONSTRAINT "objetivos_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objetivos" ADD CONSTRAINT "objetivos_familia_fk" FOREIGN KEY ("tenant_id","familia_id") REFERENCES "public"."tipos_objetivo"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_fk" FOREIGN KEY ("tenant_id","team_id") REFERENCES "public"."teams"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_dutty_manager_fk" FOREIGN KEY ("tenant_id","dutty_manager_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "factor_corrector_comerciales_factor_idx" ON "factor_corrector_comerciales" USING btree ("tenant_id","factor_id");--> statement-breakpoint
CREATE INDEX "factor_corrector_tramos_factor_idx" ON "factor_corrector_tramos" USING btree ("tenant_id","factor_id");--> statement-breakpoint
CREATE INDEX "objetivos_tenant_mes_idx" ON "objetivos" USING btree ("tenant_id","mes");--> statement-breakpoint
CREATE INDEX "team_members_comercial_idx" ON "team_members" USING btree ("tenant_id","comercial_id");--> statement-breakpoint
SELECT app_protect_tenant_table(t::regclass) FROM unnest(ARRAY['objetivos', 'factores_correctores', 'factor_corrector_tramos', 'factor_corrector_comerciales', 'bolsas', 'teams', 'team_members']) AS t;
