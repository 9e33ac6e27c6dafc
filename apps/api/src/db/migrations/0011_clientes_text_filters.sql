-- NOT WHILE THE PREVIOUS VERSION SERVES (docs/architecture.md "Migrations"): drops
-- app_clientes_matching, which the previous version's free-text filters call (they fail once
-- this commits); builds a trigram index over all of clientes (writes wait); and 0012, in the same
-- transaction, locks clientes exclusively until its back-fill ends.
--
-- Free-text filters choose, per request, between two ways of finding their matches
-- (clientes-text-route.ts): the trigram index (few matches: fetch them all, then sort) or a walk
-- of the list's order index checking each row (many matches: the first page is near the top).
-- The choice needs the planner's estimate of the matches, which row-level security hides: under
-- a policy the planner will not read a column's statistics with a non-LEAKPROOF operator such as
-- ILIKE, and guesses 0.5 % whatever the pattern. These SECURITY DEFINER functions run as their
-- owner, so they see the statistics; they only ever name the transaction's own tenant.

-- localidad is a free-text filter too: it gets its trigram index.
CREATE INDEX IF NOT EXISTS clientes_localidad_trgm_idx ON clientes USING gin (tenant_id, localidad gin_trgm_ops);
--> statement-breakpoint
-- The one statement each field's matches are read by: the customers whose field holds a
-- pattern as the filter builds it (%...%); for phones, those with a phone holding it.
CREATE OR REPLACE FUNCTION app_clientes_text_sql(field text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE SET search_path = public, pg_temp AS $$
BEGIN
  IF field = 'telefono' THEN
    RETURN 'SELECT c.* FROM clientes c WHERE c.tenant_id = $1 AND c.id IN '
      '(SELECT t.cliente_id FROM telefonos_cliente t WHERE t.tenant_id = $1 AND t.telefono LIKE $2)';
  ELSIF field IN ('nombre', 'documento', 'email', 'direccion', 'localidad', 'notas') THEN
    RETURN format('SELECT c.* FROM clientes c WHERE c.tenant_id = $1 AND c.%I ILIKE $2', field);
  END IF;
  RAISE EXCEPTION 'app_clientes_text_sql: campo no permitido %', field;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_clientes_text_sql(text) FROM PUBLIC;
--> statement-breakpoint
-- The matching customers' rows, from the field's trigram index: the list filters, counts and
-- sorts them without reading each row again by its key. Only ever the transaction's tenant's
-- rows, which its role may read anyway. Replaces app_clientes_matching (0006), which gave ids.
CREATE OR REPLACE FUNCTION app_clientes_matching_rows(field text, pattern text) RETURNS SETOF clientes
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 1000 AS $$
DECLARE
  tenant integer := app_current_tenant();
BEGIN
  IF tenant IS NULL THEN
    RETURN;
  END IF;
  -- EXECUTE: planned with the actual pattern, which trigram selectivity needs.
  RETURN QUERY EXECUTE app_clientes_text_sql(field) USING tenant, pattern;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_clientes_matching_rows(text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_clientes_matching_rows(text, text) TO ventas_app;
--> statement-breakpoint
DROP FUNCTION IF EXISTS app_clientes_matching(text, text);
--> statement-breakpoint
-- The planner's estimates of the field's matches and of the tenant's rows in the same table
-- (one EXPLAIN each, nothing read). Literals, not parameters: the estimate must use the values.
CREATE OR REPLACE FUNCTION app_clientes_text_estimate(field text, pattern text,
    OUT matches double precision, OUT tenant_rows double precision)
  -- VOLATILE: PostgreSQL allows EXPLAIN only there.
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  tenant integer := app_current_tenant();
  match_sql text;
  plan json;
BEGIN
  matches := 0;
  tenant_rows := 0;
  IF tenant IS NULL THEN
    RETURN;
  END IF;
  -- Phones are estimated among the tenant's phones: the planner's guess for the customers
  -- holding one (a semi-join) is far less sure than its guess for the phones themselves.
  match_sql := CASE WHEN field = 'telefono'
    THEN 'SELECT 1 FROM telefonos_cliente t WHERE t.tenant_id = $1 AND t.telefono LIKE $2'
    ELSE app_clientes_text_sql(field) END;
  match_sql := replace(replace(match_sql, '$1', tenant::text), '$2', quote_literal(pattern));
  EXECUTE 'EXPLAIN (FORMAT JSON) ' || match_sql INTO plan;
  matches := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::double precision;
  EXECUTE 'EXPLAIN (FORMAT JSON) SELECT 1 FROM '
    || CASE WHEN field = 'telefono' THEN 'telefonos_cliente' ELSE 'clientes' END
    || ' x WHERE x.tenant_id = ' || tenant INTO plan;
  tenant_rows := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::double precision;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_clientes_text_estimate(text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_clientes_text_estimate(text, text) TO ventas_app;
