-- NOT WHILE THE PREVIOUS VERSION SERVES (docs/architecture.md "Migrations"): replaces
-- app_request_session with one more column. The previous version runs `SELECT *` from it on
-- every request as a statement prepared per connection, which PostgreSQL then refuses ("cached
-- plan must not change result type"): every request of the previous version fails.
CREATE TABLE "tenant_logos" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credenciales" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "credenciales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre_portal" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"password_cifrada" text,
	"cookie_cifrada" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credenciales_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "credenciales_revelaciones" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "credenciales_revelaciones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"credencial_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"campo" text NOT NULL,
	"revelado_el" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credenciales_revelaciones_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "disponibilidades" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "disponibilidades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comercial_id" integer NOT NULL,
	"begin" date NOT NULL,
	"end" date,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disponibilidades_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "disponibilidades_range_check" CHECK ("disponibilidades"."end" >= "disponibilidades"."begin")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "purge_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "eliminada_el" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comunicados" ADD COLUMN "destino" text DEFAULT 'PERSONAS' NOT NULL;--> statement-breakpoint
ALTER TABLE "comunicados" ADD COLUMN "destino_rol" smallint;--> statement-breakpoint
ALTER TABLE "tenant_logos" ADD CONSTRAINT "tenant_logos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credenciales" ADD CONSTRAINT "credenciales_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credenciales_revelaciones" ADD CONSTRAINT "credenciales_revelaciones_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disponibilidades" ADD CONSTRAINT "disponibilidades_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disponibilidades" ADD CONSTRAINT "disponibilidades_comercial_fk" FOREIGN KEY ("tenant_id","comercial_id") REFERENCES "public"."accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credenciales_revelaciones_credencial_idx" ON "credenciales_revelaciones" USING btree ("tenant_id","credencial_id");--> statement-breakpoint
CREATE INDEX "disponibilidades_comercial_begin_idx" ON "disponibilidades" USING btree ("tenant_id","comercial_id","begin");--> statement-breakpoint
SELECT app_protect_tenant_table('tenant_logos'::regclass);
--> statement-breakpoint
SELECT app_protect_tenant_table('credenciales'::regclass);
--> statement-breakpoint
SELECT app_protect_tenant_table('credenciales_revelaciones'::regclass);
--> statement-breakpoint
SELECT app_protect_tenant_table('disponibilidades'::regclass);
--> statement-breakpoint
-- Issue 16: a deleted distributor's host answers 404 at once (its tokens with it), and the
-- session knows whether the account must change its password before anything else. The return
-- type changes, so the function is replaced whole (0007 explains why it is SECURITY DEFINER).
DROP FUNCTION app_request_session(text, integer);
--> statement-breakpoint
CREATE FUNCTION app_request_session(p_subdomain text, p_account_id integer)
  RETURNS TABLE (
    tenant_id integer,
    tenant_name text,
    tenant_subdomain text,
    tenant_maintenance boolean,
    tenant_logo_url text,
    tenant_groups text[],
    account_id integer,
    account_username text,
    account_nombre text,
    account_apellidos text,
    account_rol smallint,
    account_is_admin boolean,
    account_estado text,
    account_tipo_comercial text,
    account_must_change_password boolean
  )
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT t.id, t.name, t.subdomain, t.maintenance, t.logo_url,
         ARRAY(SELECT g.name FROM tenant_groups tg JOIN groups g ON g.id = tg.group_id
               WHERE tg.tenant_id = t.id ORDER BY g.name),
         a.id, a.username, a.nombre, a.apellidos, a.rol, a.is_admin, a.estado, a.tipo_comercial,
         a.must_change_password
  FROM tenants t
  LEFT JOIN accounts a ON a.tenant_id = t.id AND a.id = p_account_id
  WHERE t.subdomain = p_subdomain AND t.deleted_at IS NULL
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_request_session(text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_request_session(text, integer) TO ventas_app;
