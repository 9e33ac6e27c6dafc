CREATE TABLE "calendario_empresa" (
	"tenant_id" integer NOT NULL,
	"comunidad_autonoma" text,
	"municipio" text,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendario_empresa_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "festivos_empresa" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "festivos_empresa_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dia" date NOT NULL,
	"nombre" text DEFAULT '' NOT NULL,
	CONSTRAINT "festivos_empresa_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "festivos_empresa_dia_key" UNIQUE("tenant_id","dia")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comercial_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holidays_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "holidays_range_check" CHECK ("holidays"."end_date" >= "holidays"."start_date")
);
--> statement-breakpoint
CREATE TABLE "cierres_mes_log" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cierres_mes_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mes" date NOT NULL,
	"accion" text NOT NULL,
	"account_id" integer,
	"motivo" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cierres_mes_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "cierres_mes_log_accion_check" CHECK ("cierres_mes_log"."accion" IN ('CERRAR', 'REABRIR'))
);
--> statement-breakpoint
CREATE TABLE "clawback_operadores" (
	"tenant_id" integer NOT NULL,
	"operador" text NOT NULL,
	"meses" integer NOT NULL,
	CONSTRAINT "clawback_operadores_tenant_id_operador_pk" PRIMARY KEY("tenant_id","operador"),
	CONSTRAINT "clawback_operadores_meses_check" CHECK ("clawback_operadores"."meses" >= 0 AND "clawback_operadores"."meses" <= 24)
);
--> statement-breakpoint
CREATE TABLE "extractos_mes" (
	"tenant_id" integer NOT NULL,
	"mes" date NOT NULL,
	"comercial_id" integer NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"extracto" jsonb NOT NULL,
	CONSTRAINT "extractos_mes_tenant_id_mes_comercial_id_pk" PRIMARY KEY("tenant_id","mes","comercial_id")
);
--> statement-breakpoint
CREATE TABLE "meses_cerrados" (
	"tenant_id" integer NOT NULL,
	"mes" date NOT NULL,
	"cerrado_por" integer,
	"cerrado_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meses_cerrados_tenant_id_mes_pk" PRIMARY KEY("tenant_id","mes"),
	CONSTRAINT "meses_cerrados_mes_check" CHECK (extract(day from "meses_cerrados"."mes") = 1)
);
--> statement-breakpoint
CREATE TABLE "ventas_contadas" (
	"tenant_id" integer NOT NULL,
	"paquete_id" integer NOT NULL,
	"mes" date NOT NULL,
	"comercial_id" integer NOT NULL,
	"operador" text NOT NULL,
	"aportacion" numeric(12, 2) NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	CONSTRAINT "ventas_contadas_tenant_id_paquete_id_pk" PRIMARY KEY("tenant_id","paquete_id")
);
--> statement-breakpoint
ALTER TABLE "comunicado_receivers" ADD COLUMN "read_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendario_empresa" ADD CONSTRAINT "calendario_empresa_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "festivos_empresa" ADD CONSTRAINT "festivos_empresa_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cierres_mes_log" ADD CONSTRAINT "cierres_mes_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clawback_operadores" ADD CONSTRAINT "clawback_operadores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extractos_mes" ADD CONSTRAINT "extractos_mes_cierre_fk" FOREIGN KEY ("tenant_id","mes") REFERENCES "public"."meses_cerrados"("tenant_id","mes") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meses_cerrados" ADD CONSTRAINT "meses_cerrados_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_contadas" ADD CONSTRAINT "ventas_contadas_cierre_fk" FOREIGN KEY ("tenant_id","mes") REFERENCES "public"."meses_cerrados"("tenant_id","mes") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holidays_comercial_start_idx" ON "holidays" USING btree ("tenant_id","comercial_id","start_date");--> statement-breakpoint
CREATE INDEX "cierres_mes_log_mes_idx" ON "cierres_mes_log" USING btree ("tenant_id","mes");--> statement-breakpoint
CREATE INDEX "ventas_contadas_comercial_idx" ON "ventas_contadas" USING btree ("tenant_id","comercial_id","mes");--> statement-breakpoint
SELECT app_protect_tenant_table(t::regclass) FROM unnest(ARRAY['holidays', 'calendario_empresa', 'festivos_empresa', 'meses_cerrados', 'cierres_mes_log', 'extractos_mes', 'ventas_contadas', 'clawback_operadores']) AS t;
