CREATE TABLE "adicional_promociones" (
	"tenant_id" integer NOT NULL,
	"adicional_id" integer NOT NULL,
	"promocion_id" integer NOT NULL,
	CONSTRAINT "adicional_promociones_tenant_id_adicional_id_promocion_id_pk" PRIMARY KEY("tenant_id","adicional_id","promocion_id")
);
--> statement-breakpoint
CREATE TABLE "adicionales" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "adicionales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"max_number" integer,
	"operator" text NOT NULL,
	"segment" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"mobile_line_info" jsonb,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adicionales_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "installments" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "installments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"terminal_id" integer NOT NULL,
	"installment_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"initial_price" numeric(12, 2) NOT NULL,
	"month_price" numeric(12, 2) NOT NULL,
	"final_price" numeric(12, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "operadores" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "operadores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"grupo" text,
	"terminales_de" text,
	CONSTRAINT "operadores_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "operadores_tenant_codigo_key" UNIQUE("tenant_id","codigo")
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"content_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"price" numeric(12, 4) NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "price_history_price_check" CHECK ("price_history"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promociones" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "promociones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"duration" integer,
	"duration_unit" text,
	"amount" numeric(12, 4) NOT NULL,
	"amount_unit" text NOT NULL,
	"operator" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promociones_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "promociones_amount_check" CHECK ("promociones"."amount" >= 0 AND ("promociones"."amount_unit" <> 'PERCENTS' OR "promociones"."amount" <= 100))
);
--> statement-breakpoint
CREATE TABLE "seguros" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "seguros_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"operator" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"tramo" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seguros_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sva_promociones" (
	"tenant_id" integer NOT NULL,
	"sva_id" integer NOT NULL,
	"promocion_id" integer NOT NULL,
	CONSTRAINT "sva_promociones_tenant_id_sva_id_promocion_id_pk" PRIMARY KEY("tenant_id","sva_id","promocion_id")
);
--> statement-breakpoint
CREATE TABLE "svas" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "svas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"image" text,
	"more_info" text,
	"permanence" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"operator" text NOT NULL,
	"segment" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "svas_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "tarifa_adicionales" (
	"tenant_id" integer NOT NULL,
	"tarifa_id" integer NOT NULL,
	"adicional_id" integer NOT NULL,
	CONSTRAINT "tarifa_adicionales_tenant_id_tarifa_id_adicional_id_pk" PRIMARY KEY("tenant_id","tarifa_id","adicional_id")
);
--> statement-breakpoint
CREATE TABLE "tarifa_promociones" (
	"tenant_id" integer NOT NULL,
	"tarifa_id" integer NOT NULL,
	"promocion_id" integer NOT NULL,
	CONSTRAINT "tarifa_promociones_tenant_id_tarifa_id_promocion_id_pk" PRIMARY KEY("tenant_id","tarifa_id","promocion_id")
);
--> statement-breakpoint
CREATE TABLE "tarifa_svas" (
	"tenant_id" integer NOT NULL,
	"tarifa_id" integer NOT NULL,
	"sva_id" integer NOT NULL,
	CONSTRAINT "tarifa_svas_tenant_id_tarifa_id_sva_id_pk" PRIMARY KEY("tenant_id","tarifa_id","sva_id")
);
--> statement-breakpoint
CREATE TABLE "tarifas" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tarifas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"category" text NOT NULL,
	"color" text,
	"commercial_enrichment" text,
	"description_file" text,
	"payment_type" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"operator" text NOT NULL,
	"segment" text NOT NULL,
	"fixed_line_info" jsonb,
	"mobile_line_info" jsonb,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tarifas_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "terminales" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "terminales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"brand" text,
	"description" text,
	"page_url" text,
	"seguro_id" integer,
	"devices" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"operator" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminales_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "upfront_history" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "upfront_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"content_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"upfront" numeric(12, 2) NOT NULL,
	"familia_objetivo_id" integer,
	"tipo" text,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upfront_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "adicional_promociones" ADD CONSTRAINT "adicional_promociones_adicional_id_fk" FOREIGN KEY ("tenant_id","adicional_id") REFERENCES "public"."adicionales"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adicional_promociones" ADD CONSTRAINT "adicional_promociones_promocion_id_fk" FOREIGN KEY ("tenant_id","promocion_id") REFERENCES "public"."promociones"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adicionales" ADD CONSTRAINT "adicionales_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adicionales" ADD CONSTRAINT "adicionales_operator_fk" FOREIGN KEY ("tenant_id","operator") REFERENCES "public"."operadores"("tenant_id","codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_tenant_id_terminal_id_terminales_tenant_id_id_fk" FOREIGN KEY ("tenant_id","terminal_id") REFERENCES "public"."terminales"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operadores" ADD CONSTRAINT "operadores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promociones" ADD CONSTRAINT "promociones_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promociones" ADD CONSTRAINT "promociones_operator_fk" FOREIGN KEY ("tenant_id","operator") REFERENCES "public"."operadores"("tenant_id","codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "seguros" ADD CONSTRAINT "seguros_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seguros" ADD CONSTRAINT "seguros_operator_fk" FOREIGN KEY ("tenant_id","operator") REFERENCES "public"."operadores"("tenant_id","codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sva_promociones" ADD CONSTRAINT "sva_promociones_sva_id_fk" FOREIGN KEY ("tenant_id","sva_id") REFERENCES "public"."svas"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sva_promociones" ADD CONSTRAINT "sva_promociones_promocion_id_fk" FOREIGN KEY ("tenant_id","promocion_id") REFERENCES "public"."promociones"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svas" ADD CONSTRAINT "svas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svas" ADD CONSTRAINT "svas_operator_fk" FOREIGN KEY ("tenant_id","operator") REFERENCES "public"."operadores"("tenant_id","codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tarifa_adicionales" ADD CONSTRAINT "tarifa_adicionales_tarifa_id_fk" FOREIGN KEY ("tenant_id","tarifa_id") REFERENCES "public"."tarifas"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifa_adicionales" ADD CONSTRAINT "tarifa_adicionales_adicional_id_fk" FOREIGN KEY ("tenant_id","adicional_id") REFERENCES "public"."adicionales"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifa_promociones" ADD CONSTRAINT "tarifa_promociones_tarifa_id_fk" FOREIGN KEY ("tenant_id","tarifa_id") REFERENCES "public"."tarifas"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifa_promociones" ADD CONSTRAINT "tarifa_promociones_promocion_id_fk" FOREIGN KEY ("tenant_id","promocion_id") REFERENCES "public"."promociones"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifa_svas" ADD CONSTRAINT "tarifa_svas_tarifa_id_fk" FOREIGN KEY ("tenant_id","tarifa_id") REFERENCES "public"."tarifas"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifa_svas" ADD CONSTRAINT "tarifa_svas_sva_id_fk" FOREIGN KEY ("tenant_id","sva_id") REFERENCES "public"."svas"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifas" ADD CONSTRAINT "tarifas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifas" ADD CONSTRAINT "tarifas_operator_fk" FOREIGN KEY ("tenant_id","operator") REFERENCES "public"."operadores"("tenant_id","codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "terminales" ADD CONSTRAINT "terminales_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminales" ADD CONSTRAINT "terminales_operator_fk" FOREIGN KEY ("tenant_id","operator") REFERENCES "public"."operadores"("tenant_id","codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "terminales" ADD CONSTRAINT "terminales_tenant_id_seguro_id_seguros_tenant_id_id_fk" FOREIGN KEY ("tenant_id","seguro_id") REFERENCES "public"."seguros"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upfront_history" ADD CONSTRAINT "upfront_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upfront_history" ADD CONSTRAINT "upfront_history_tenant_id_familia_objetivo_id_tipos_objetivo_tenant_id_id_fk" FOREIGN KEY ("tenant_id","familia_objetivo_id") REFERENCES "public"."tipos_objetivo"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adicional_promociones_promocion_id_idx" ON "adicional_promociones" USING btree ("tenant_id","promocion_id");--> statement-breakpoint
CREATE INDEX "adicionales_tenant_operator_segment_idx" ON "adicionales" USING btree ("tenant_id","operator","segment","is_active");--> statement-breakpoint
CREATE INDEX "installments_tenant_terminal_idx" ON "installments" USING btree ("tenant_id","terminal_id");--> statement-breakpoint
CREATE INDEX "installments_tenant_object_idx" ON "installments" USING btree ("tenant_id","installment_type","object_id","terminal_id");--> statement-breakpoint
CREATE INDEX "price_history_item_idx" ON "price_history" USING btree ("tenant_id","content_type","object_id","fecha" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sva_promociones_promocion_id_idx" ON "sva_promociones" USING btree ("tenant_id","promocion_id");--> statement-breakpoint
CREATE INDEX "svas_tenant_operator_segment_idx" ON "svas" USING btree ("tenant_id","operator","segment","is_active");--> statement-breakpoint
CREATE INDEX "tarifa_adicionales_adicional_id_idx" ON "tarifa_adicionales" USING btree ("tenant_id","adicional_id");--> statement-breakpoint
CREATE INDEX "tarifa_promociones_promocion_id_idx" ON "tarifa_promociones" USING btree ("tenant_id","promocion_id");--> statement-breakpoint
CREATE INDEX "tarifa_svas_sva_id_idx" ON "tarifa_svas" USING btree ("tenant_id","sva_id");--> statement-breakpoint
CREATE INDEX "tarifas_tenant_operator_segment_idx" ON "tarifas" USING btree ("tenant_id","operator","segment","is_active");--> statement-breakpoint
CREATE INDEX "tarifas_tenant_name_idx" ON "tarifas" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "terminales_tenant_active_name_idx" ON "terminales" USING btree ("tenant_id","is_active","name");--> statement-breakpoint
CREATE INDEX "upfront_history_item_idx" ON "upfront_history" USING btree ("tenant_id","content_type","object_id","fecha" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
SELECT app_protect_tenant_table(t) FROM unnest(ARRAY[
  'operadores', 'tarifas', 'adicionales', 'svas', 'promociones', 'seguros', 'terminales',
  'installments', 'tarifa_promociones', 'tarifa_adicionales', 'tarifa_svas',
  'adicional_promociones', 'sva_promociones', 'price_history', 'upfront_history'
]::regclass[]) AS t;
