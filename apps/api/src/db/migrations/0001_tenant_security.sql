-- Row-level security for every tenant-owned table (docs/architecture.md "Data").
-- The application runs its queries as the non-superuser role ventas_app (superusers and table
-- owners bypass RLS); each transaction sets app.tenant_id, so a query that forgets its tenant
-- filter sees nothing instead of another tenant's rows.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'ventas_app') THEN
    CREATE ROLE ventas_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO ventas_app;
--> statement-breakpoint
-- nullif: after a transaction ends the setting reads '' (not NULL) on that connection.
CREATE OR REPLACE FUNCTION app_current_tenant() RETURNS integer
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::integer $$;
--> statement-breakpoint
-- One way to make a table tenant-owned; later migrations call it for each new table.
CREATE OR REPLACE FUNCTION app_protect_tenant_table(tbl regclass) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s TO ventas_app USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant())',
    tbl);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO ventas_app', tbl);
END
$$;
--> statement-breakpoint
SELECT app_protect_tenant_table(t) FROM unnest(ARRAY[
  'accounts', 'refresh_tokens', 'jobs', 'origenes_bbdd', 'tipos_objetivo', 'opciones',
  'comunicados', 'comunicado_receivers'
]::regclass[]) AS t;
--> statement-breakpoint
-- The registry: readable by the app (a host must be resolved before a tenant is known).
GRANT SELECT ON groups, permissions, group_permissions, tenant_groups, tenants TO ventas_app;
--> statement-breakpoint
-- A tenant may change only its own row (maintenance flag, name, logo).
GRANT UPDATE (name, maintenance, logo_url, selling_companies) ON tenants TO ventas_app;
--> statement-breakpoint
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenants_read ON tenants FOR SELECT TO ventas_app USING (true);
--> statement-breakpoint
CREATE POLICY tenants_update_own ON tenants FOR UPDATE TO ventas_app
  USING (id = app_current_tenant()) WITH CHECK (id = app_current_tenant());
--> statement-breakpoint
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO ventas_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE ON SEQUENCES TO ventas_app;
--> statement-breakpoint
-- Free-text search (trigram) for the customer screens; loaded by PGlite at create() too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
