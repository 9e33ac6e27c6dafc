CREATE TABLE "tienda_comerciales" (
	"tenant_id" integer NOT NULL,
	"tienda_id" integer NOT NULL,
	"comercial_id" integer NOT NULL,
	CONSTRAINT "tienda_comerciales_tenant_id_comercial_id_pk" PRIMARY KEY("tenant_id","comercial_id")
);
--> statement-breakpoint
CREATE TABLE "tiendas" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tiendas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"direccion" text,
	"cp" text,
	"localidad" text,
	"telefono" text,
	"horario" text,
	"activa" boolean DEFAULT true NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tiendas_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "tutoriales" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tutoriales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"video_url" text NOT NULL,
	"orden" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutoriales_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "tienda_comerciales" ADD CONSTRAINT "tienda_comerciales_tienda_fk" FOREIGN KEY ("tenant_id","tienda_id") REFERENCES "public"."tiendas"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tienda_comerciales" ADD CONSTRAINT "tienda_comerciales_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiendas" ADD CONSTRAINT "tiendas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoriales" ADD CONSTRAINT "tutoriales_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tienda_comerciales_tienda_idx" ON "tienda_comerciales" USING btree ("tenant_id","tienda_id");--> statement-breakpoint
CREATE INDEX "tutoriales_orden_idx" ON "tutoriales" USING btree ("tenant_id","orden");--> statement-breakpoint
SELECT app_protect_tenant_table('tiendas'::regclass);
--> statement-breakpoint
SELECT app_protect_tenant_table('tienda_comerciales'::regclass);
--> statement-breakpoint
SELECT app_protect_tenant_table('tutoriales'::regclass);
