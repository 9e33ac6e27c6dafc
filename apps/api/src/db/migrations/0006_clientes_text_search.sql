-- Free-text filters through the trigram indexes. Under row-level security PostgreSQL will not
-- evaluate ILIKE (texticlike is not LEAKPROOF) inside an index scan before the tenant policy, so
-- it filters the whole tenant row by row (docs/performance.md: 9.7 s p95 at 1M customers).
-- This SECURITY DEFINER function runs as its owner and filters on app_current_tenant() itself:
-- it can only ever return ids of the transaction's tenant, and nothing when none is set.
CREATE OR REPLACE FUNCTION app_clientes_matching(field text, pattern text) RETURNS SETOF integer
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 1000 AS $$
DECLARE
  tenant integer := app_current_tenant();
BEGIN
  IF tenant IS NULL THEN
    RETURN;
  END IF;
  -- EXECUTE: planned with the actual pattern, which trigram selectivity needs.
  IF field = 'telefono' THEN
    RETURN QUERY EXECUTE
      'SELECT t.cliente_id FROM telefonos_cliente t WHERE t.tenant_id = $1 AND t.telefono LIKE $2'
      USING tenant, pattern;
  ELSIF field IN ('nombre', 'documento', 'email', 'direccion', 'notas') THEN
    RETURN QUERY EXECUTE format('SELECT c.id FROM clientes c WHERE c.tenant_id = $1 AND c.%I ILIKE $2', field)
      USING tenant, pattern;
  ELSE
    RAISE EXCEPTION 'app_clientes_matching: campo no permitido %', field;
  END IF;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_clientes_matching(text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_clientes_matching(text, text) TO ventas_app;
--> statement-breakpoint
-- Where the migrating role is not a superuser (nor BYPASSRLS), FORCE ROW LEVEL SECURITY applies
-- to it inside the function too: give it the same tenant policy, so search stays correct there
-- (only the fast path needs an owner that bypasses RLS).
CREATE POLICY tenant_isolation_definer ON clientes TO CURRENT_USER USING (tenant_id = app_current_tenant());
--> statement-breakpoint
CREATE POLICY tenant_isolation_definer ON telefonos_cliente TO CURRENT_USER USING (tenant_id = app_current_tenant());
