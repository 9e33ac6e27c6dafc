CREATE TABLE "clientes" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "clientes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"documento" text,
	"tipo_documento" text,
	"email" text,
	"origen_bbdd_id" integer,
	"segmento" text,
	"isp_actual" text,
	"razon_no_interesado" text,
	"direccion" text,
	"cp" text,
	"localidad" text,
	"fecha_contacto" date,
	"comercial_id" integer,
	"notas" text,
	"estado" text DEFAULT 'NUEVO' NOT NULL,
	"created_on" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clientes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "notas_cliente" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "notas_cliente_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cliente_id" integer NOT NULL,
	"comercial_id" integer,
	"nota" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notas_cliente_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "telefonos_cliente" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "telefonos_cliente_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cliente_id" integer NOT NULL,
	"telefono" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "telefonos_cliente_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "atenciones" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "atenciones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cliente_id" integer NOT NULL,
	"comercial_id" integer,
	"tipo" text NOT NULL,
	"estado" text DEFAULT 'PENDIENTE' NOT NULL,
	"fecha_contacto" timestamp with time zone DEFAULT now() NOT NULL,
	"notas" text,
	"tipo_llamada" text,
	"fecha_agendado" timestamp with time zone,
	"razon_no_interesado" text,
	"tipo_no_interesado" text,
	"gestion_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "atenciones_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "gestiones" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "gestiones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"operator" text,
	"tipo_gestion" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "gestiones_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "ofertas" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "ofertas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"atencion_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"tipo_oferta" text,
	"isp" text,
	"razon_no_interesado" text,
	"tipo_iva" text,
	"precio_anterior" numeric(12, 2),
	"precio_total" numeric(12, 2),
	"numero_comercial" text,
	"notas" text,
	"fecha_venta" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ofertas_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "paquetes" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "paquetes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"oferta_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"estado" text DEFAULT 'VUELO' NOT NULL,
	"tipo_venta" text,
	"tipo_linea" text DEFAULT 'LINEA_PRINCIPAL' NOT NULL,
	"tarifa_id" integer,
	"tarifa_nombre" text,
	"promotion_id" integer,
	"priority_order" integer,
	"cacharro_id" integer,
	"installment_id" integer,
	"month_price" numeric(12, 2),
	"seguro_id" integer,
	"seguro_price" numeric(12, 2),
	"svas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lineas_asociadas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cross_sell" boolean DEFAULT false NOT NULL,
	"isp" text,
	"segmento" text,
	"tariff_category" text,
	"servicios" text[] DEFAULT '{}' NOT NULL,
	"permanence_end" date,
	"estado_servicio" text,
	"package_id" text,
	"sfid" text,
	"order_id" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paquetes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_tenant_id_comercial_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_tenant_id_origen_bbdd_id_origenes_bbdd_tenant_id_id_fk" FOREIGN KEY ("tenant_id","origen_bbdd_id") REFERENCES "public"."origenes_bbdd"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_cliente" ADD CONSTRAINT "notas_cliente_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_cliente" ADD CONSTRAINT "notas_cliente_tenant_id_cliente_id_clientes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","cliente_id") REFERENCES "public"."clientes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_cliente" ADD CONSTRAINT "notas_cliente_tenant_id_comercial_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telefonos_cliente" ADD CONSTRAINT "telefonos_cliente_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telefonos_cliente" ADD CONSTRAINT "telefonos_cliente_tenant_id_cliente_id_clientes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","cliente_id") REFERENCES "public"."clientes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atenciones" ADD CONSTRAINT "atenciones_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atenciones" ADD CONSTRAINT "atenciones_tenant_id_cliente_id_clientes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","cliente_id") REFERENCES "public"."clientes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atenciones" ADD CONSTRAINT "atenciones_tenant_id_comercial_id_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atenciones" ADD CONSTRAINT "atenciones_tenant_id_gestion_id_gestiones_tenant_id_id_fk" FOREIGN KEY ("tenant_id","gestion_id") REFERENCES "public"."gestiones"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gestiones" ADD CONSTRAINT "gestiones_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofertas" ADD CONSTRAINT "ofertas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofertas" ADD CONSTRAINT "ofertas_tenant_id_atencion_id_atenciones_tenant_id_id_fk" FOREIGN KEY ("tenant_id","atencion_id") REFERENCES "public"."atenciones"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofertas" ADD CONSTRAINT "ofertas_tenant_id_cliente_id_clientes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","cliente_id") REFERENCES "public"."clientes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paquetes" ADD CONSTRAINT "paquetes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paquetes" ADD CONSTRAINT "paquetes_tenant_id_oferta_id_ofertas_tenant_id_id_fk" FOREIGN KEY ("tenant_id","oferta_id") REFERENCES "public"."ofertas"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paquetes" ADD CONSTRAINT "paquetes_tenant_id_cliente_id_clientes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","cliente_id") REFERENCES "public"."clientes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clientes_tenant_documento_key" ON "clientes" USING btree ("tenant_id","documento") WHERE documento IS NOT NULL;--> statement-breakpoint
CREATE INDEX "clientes_tenant_updated_idx" ON "clientes" USING btree ("tenant_id","updated_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clientes_tenant_comercial_idx" ON "clientes" USING btree ("tenant_id","comercial_id","updated_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clientes_tenant_estado_idx" ON "clientes" USING btree ("tenant_id","estado");--> statement-breakpoint
CREATE INDEX "clientes_tenant_fecha_contacto_idx" ON "clientes" USING btree ("tenant_id","fecha_contacto");--> statement-breakpoint
CREATE INDEX "clientes_tenant_cp_idx" ON "clientes" USING btree ("tenant_id","cp");--> statement-breakpoint
CREATE INDEX "clientes_tenant_origen_idx" ON "clientes" USING btree ("tenant_id","origen_bbdd_id");--> statement-breakpoint
CREATE INDEX "clientes_tenant_segmento_isp_idx" ON "clientes" USING btree ("tenant_id","segmento","isp_actual");--> statement-breakpoint
CREATE INDEX "notas_cliente_tenant_cliente_idx" ON "notas_cliente" USING btree ("tenant_id","cliente_id","created_on" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "telefonos_cliente_tenant_telefono_key" ON "telefonos_cliente" USING btree ("tenant_id","telefono");--> statement-breakpoint
CREATE INDEX "telefonos_cliente_tenant_cliente_idx" ON "telefonos_cliente" USING btree ("tenant_id","cliente_id");--> statement-breakpoint
CREATE INDEX "atenciones_tenant_cliente_idx" ON "atenciones" USING btree ("tenant_id","cliente_id","updated_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "atenciones_tenant_agendado_idx" ON "atenciones" USING btree ("tenant_id","tipo","estado","fecha_agendado");--> statement-breakpoint
CREATE INDEX "atenciones_tenant_comercial_agendado_idx" ON "atenciones" USING btree ("tenant_id","comercial_id","fecha_agendado");--> statement-breakpoint
CREATE INDEX "ofertas_tenant_cliente_idx" ON "ofertas" USING btree ("tenant_id","cliente_id");--> statement-breakpoint
CREATE INDEX "ofertas_tenant_estado_idx" ON "ofertas" USING btree ("tenant_id","estado","cliente_id");--> statement-breakpoint
CREATE INDEX "ofertas_tenant_fecha_venta_idx" ON "ofertas" USING btree ("tenant_id","fecha_venta");--> statement-breakpoint
CREATE INDEX "paquetes_tenant_cliente_idx" ON "paquetes" USING btree ("tenant_id","cliente_id");--> statement-breakpoint
CREATE INDEX "paquetes_tenant_oferta_idx" ON "paquetes" USING btree ("tenant_id","oferta_id");--> statement-breakpoint
CREATE INDEX "paquetes_tenant_package_id_idx" ON "paquetes" USING btree ("tenant_id","package_id");--> statement-breakpoint
CREATE INDEX "paquetes_tenant_sfid_idx" ON "paquetes" USING btree ("tenant_id","sfid");--> statement-breakpoint
CREATE INDEX "paquetes_tenant_permanence_idx" ON "paquetes" USING btree ("tenant_id","permanence_end");