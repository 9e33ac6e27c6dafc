CREATE TABLE "auditoria" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "auditoria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"creado_el" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer,
	"request_id" text,
	"entidad" text NOT NULL,
	"tabla" text NOT NULL,
	"entidad_id" text NOT NULL,
	"cliente_id" integer,
	"accion" text NOT NULL,
	"antes" jsonb,
	"despues" jsonb,
	CONSTRAINT "auditoria_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_tenant_creado_idx" ON "auditoria" USING btree ("tenant_id","creado_el" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auditoria_tenant_entidad_idx" ON "auditoria" USING btree ("tenant_id","entidad","entidad_id");--> statement-breakpoint
CREATE INDEX "auditoria_tenant_cliente_idx" ON "auditoria" USING btree ("tenant_id","cliente_id","id" DESC NULLS LAST) WHERE "auditoria"."cliente_id" IS NOT NULL;--> statement-breakpoint
-- Issue 17 "Audit trail". The log is tenant-owned like every table, but append-only for the
-- app's role: it may INSERT (the triggers below run as the writing role) and SELECT, never
-- UPDATE or DELETE. The grants are revoked AND the catch-all policy is replaced by an INSERT and
-- a SELECT policy, so even a future `GRANT UPDATE` would match no row.
SELECT app_protect_tenant_table('auditoria'::regclass);
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON auditoria FROM ventas_app;
--> statement-breakpoint
DROP POLICY tenant_isolation ON auditoria;
--> statement-breakpoint
CREATE POLICY auditoria_leer ON auditoria FOR SELECT TO ventas_app
  USING (tenant_id = app_current_tenant());
--> statement-breakpoint
CREATE POLICY auditoria_anotar ON auditoria FOR INSERT TO ventas_app
  WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
-- A value as the log keeps it: a secret reads '•••' (VALOR_OCULTO in the domain contract).
-- Secrets are the text values of columns named like a password, hash, token, cookie, secret or
-- anything sealed ('cifrad'); a timestamp about one (password_changed_at) and a flag
-- (must_change_password, a boolean) are not secrets and stay readable.
CREATE OR REPLACE FUNCTION app_auditoria_valor(campo text, valor jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN jsonb_typeof(valor) = 'string'
      AND campo ~ '(password|hash|token|cookie|secret|cifrad)' AND campo !~ '_(at|el|on)$'
    THEN to_jsonb(U&'\2022\2022\2022'::text)
    ELSE valor END
$$;
--> statement-breakpoint
-- The logged form of one written row: every column of an insert or a delete; of an update only
-- the columns whose value changed, and NULLs when none did (the row is then not logged). Never
-- logged: tenant_id (the log row's own column) and the columns triggers keep (the customer's next
-- callback, migration 0012); a changed updated_on/updated_at alone is not a change.
CREATE OR REPLACE FUNCTION app_auditoria_valores(
  antes jsonb, despues jsonb, OUT antes_v jsonb, OUT despues_v jsonb
) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT
    jsonb_object_agg(c.k, app_auditoria_valor(c.k, antes -> c.k)) FILTER (WHERE antes IS NOT NULL),
    jsonb_object_agg(c.k, app_auditoria_valor(c.k, despues -> c.k)) FILTER (WHERE despues IS NOT NULL)
  FROM jsonb_object_keys(coalesce(despues, antes)) AS c(k)
  WHERE c.k NOT IN ('tenant_id', 'proxima_llamada', 'proxima_llamada_comercial_id')
    AND (antes IS NULL OR despues IS NULL
      OR (c.k NOT IN ('updated_on', 'updated_at') AND antes -> c.k IS DISTINCT FROM despues -> c.k))
$$;
--> statement-breakpoint
-- One INSERT ... SELECT per written statement, whatever its row count, in the writing
-- transaction. Who and which request: the transaction's app.account_id and app.request_id
-- (database.ts sets them with the tenant; jobs and seeds leave them empty: "Sistema").
-- Arguments: the entity ('cliente'...), the column naming the row, the column naming its
-- customer ('' when none). A delete of rows whose distributor is gone (the purge's cascade) is
-- not logged: the distributor's log went with it.
CREATE OR REPLACE FUNCTION app_auditar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entidad text := TG_ARGV[0];
  columna_id text := TG_ARGV[1];
  columna_cliente text := TG_ARGV[2];
  quien integer := nullif(current_setting('app.account_id', true), '')::integer;
  peticion text := nullif(current_setting('app.request_id', true), '');
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO auditoria
      (tenant_id, account_id, request_id, entidad, tabla, entidad_id, cliente_id, accion, despues)
    SELECT (r.f ->> 'tenant_id')::integer, quien, peticion, entidad, TG_TABLE_NAME,
      r.f ->> columna_id, (r.f ->> columna_cliente)::integer, 'INSERT', v.despues_v
    FROM (SELECT to_jsonb(n) AS f FROM new_rows n) r
    CROSS JOIN LATERAL app_auditoria_valores(NULL, r.f) v;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO auditoria
      (tenant_id, account_id, request_id, entidad, tabla, entidad_id, cliente_id, accion, antes, despues)
    SELECT (r.f ->> 'tenant_id')::integer, quien, peticion, entidad, TG_TABLE_NAME,
      r.f ->> columna_id, (r.f ->> columna_cliente)::integer, 'UPDATE', v.antes_v, v.despues_v
    FROM (
      SELECT to_jsonb(o) AS a, to_jsonb(n) AS f
      FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
    ) r
    CROSS JOIN LATERAL app_auditoria_valores(r.a, r.f) v
    WHERE v.despues_v IS NOT NULL;
  ELSE
    INSERT INTO auditoria
      (tenant_id, account_id, request_id, entidad, tabla, entidad_id, cliente_id, accion, antes)
    SELECT (r.a ->> 'tenant_id')::integer, quien, peticion, entidad, TG_TABLE_NAME,
      r.a ->> columna_id, (r.a ->> columna_cliente)::integer, 'DELETE', v.antes_v
    FROM (
      SELECT to_jsonb(o) AS a FROM old_rows o
      WHERE EXISTS (SELECT 1 FROM tenants t WHERE t.id = o.tenant_id)
    ) r
    CROSS JOIN LATERAL app_auditoria_valores(r.a, NULL) v;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Puts a table under the log: one statement trigger per event (a trigger with transition tables
-- takes one event). Tables without an `id` (the catalogue's links) are only inserted and deleted.
-- Later migrations call it for their own tables (e.g. the import records).
CREATE OR REPLACE FUNCTION app_auditar_tabla(
  tbl regclass, entidad text, columna_id text DEFAULT 'id', columna_cliente text DEFAULT ''
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  nombre text := (SELECT relname FROM pg_class WHERE oid = tbl);
  args text := format('%L, %L, %L', entidad, columna_id, columna_cliente);
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', nombre || '_auditoria_insert', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION app_auditar(%s)', nombre || '_auditoria_insert', tbl, args);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', nombre || '_auditoria_delete', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION app_auditar(%s)', nombre || '_auditoria_delete', tbl, args);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', nombre || '_auditoria_update', tbl);
  IF columna_id = 'id' THEN
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows '
      'NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_auditar(%s)',
      nombre || '_auditoria_update', tbl, args);
  END IF;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_auditar_tabla(regclass, text, text, text) FROM PUBLIC;
--> statement-breakpoint
SELECT app_auditar_tabla('clientes', 'cliente', 'id', 'id');
--> statement-breakpoint
SELECT app_auditar_tabla(t, e, 'id', 'cliente_id') FROM (VALUES
  ('telefonos_cliente'::regclass, 'telefono_cliente'), ('atenciones', 'atencion'),
  ('ofertas', 'oferta'), ('paquetes', 'paquete'), ('no_llamar', 'no_llamar')
) AS x(t, e);
--> statement-breakpoint
SELECT app_auditar_tabla(t, e) FROM (VALUES
  ('paquete_additional_info'::regclass, 'paquete'), ('accounts', 'cuenta'),
  ('credenciales', 'credencial'),
  ('operadores', 'catalogo'), ('tarifas', 'catalogo'), ('adicionales', 'catalogo'),
  ('svas', 'catalogo'), ('promociones', 'catalogo'), ('seguros', 'catalogo'),
  ('terminales', 'catalogo'), ('installments', 'catalogo'), ('price_history', 'catalogo'),
  ('upfront_history', 'catalogo'), ('gestiones', 'catalogo'), ('origenes_bbdd', 'catalogo'),
  ('tipos_objetivo', 'catalogo')
) AS x(t, e);
--> statement-breakpoint
-- The catalogue's links, named by their owning item (a tariff's promotions...).
SELECT app_auditar_tabla(t, 'catalogo', c) FROM (VALUES
  ('tarifa_promociones'::regclass, 'tarifa_id'), ('tarifa_adicionales', 'tarifa_id'),
  ('tarifa_svas', 'tarifa_id'), ('adicional_promociones', 'adicional_id'),
  ('sva_promociones', 'sva_id')
) AS x(t, c);
--> statement-breakpoint
-- Distributors: the registry is not tenant-owned, so its writes go to the log of the distributor
-- written. A distributor's own SuperAdmin editing its row is named; the platform's actions (run
-- as the owner, outside any tenant) read as "Sistema". Its deletion is not logged: the purge
-- erases its log with it.
CREATE OR REPLACE FUNCTION app_auditar_distribuidor() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  quien integer := nullif(current_setting('app.account_id', true), '')::integer;
  peticion text := nullif(current_setting('app.request_id', true), '');
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO auditoria (tenant_id, account_id, request_id, entidad, tabla, entidad_id, accion, despues)
    SELECT n.id, NULL, peticion, 'distribuidor', TG_TABLE_NAME, n.id::text, 'INSERT', v.despues_v
    FROM new_rows n CROSS JOIN LATERAL app_auditoria_valores(NULL, to_jsonb(n)) v;
  ELSE
    INSERT INTO auditoria
      (tenant_id, account_id, request_id, entidad, tabla, entidad_id, accion, antes, despues)
    SELECT n.id, CASE WHEN n.id = app_current_tenant() THEN quien END, peticion, 'distribuidor',
      TG_TABLE_NAME, n.id::text, 'UPDATE', v.antes_v, v.despues_v
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL app_auditoria_valores(to_jsonb(o), to_jsonb(n)) v
    WHERE v.despues_v IS NOT NULL;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tenants_auditoria_insert AFTER INSERT ON tenants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_auditar_distribuidor();
--> statement-breakpoint
CREATE TRIGGER tenants_auditoria_update AFTER UPDATE ON tenants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_auditar_distribuidor();
