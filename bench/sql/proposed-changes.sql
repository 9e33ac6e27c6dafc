-- Scratch copies of the changes docs/performance.md proposes, to measure them on a bench database
-- (ventas_bench) without touching the app's migrations. Apply as the owner (superuser):
--   psql -h 127.0.0.1 -U postgres ventas_bench -f bench/sql/proposed-changes.sql
-- Undo with bench/sql/revert-proposed-changes.sql.
SET maintenance_work_mem = '256MB';
SET client_min_messages = warning;

-- 1. The list's order index with INCLUDE (comercial_id), so a Comercial's scope
--    (comercial_id = me OR IS NULL) is checked inside the index instead of on the heap. Same keys
--    as clientes_tenant_updated_idx, which it would replace.
CREATE INDEX IF NOT EXISTS bench_list_order_idx
  ON clientes (tenant_id, updated_on DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (comercial_id);

-- 2. A covering index for "one commercial's customers, by state and contact date".
--    Would replace clientes_tenant_comercial_idx (tenant_id, comercial_id, updated_on DESC).
CREATE INDEX IF NOT EXISTS bench_clientes_comercial_cover_idx
  ON clientes (tenant_id, comercial_id, updated_on DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (estado, fecha_contacto);

-- 3. Free-text search that row-level security cannot keep off the trigram indexes: a SECURITY
--    DEFINER function owned by a role that bypasses RLS, scoped to app_current_tenant() itself.
--    (texticlike is not LEAKPROOF, so under the policy PostgreSQL filters ILIKE row by row.)
CREATE OR REPLACE FUNCTION bench_clientes_search_ids(pattern text) RETURNS SETOF integer
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 1000 AS $$
BEGIN
  -- EXECUTE: planned with the actual pattern each call (trigram selectivity needs it).
  RETURN QUERY EXECUTE
    'SELECT c.id FROM clientes c
      WHERE c.tenant_id = $1 AND (c.nombre ILIKE $2 OR c.documento ILIKE $2 OR c.email ILIKE $2)'
    USING app_current_tenant(), pattern;
END
$$;
REVOKE ALL ON FUNCTION bench_clientes_search_ids(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION bench_clientes_search_ids(text) TO ventas_app;

VACUUM ANALYZE clientes;

-- Not applied here (measured separately, see docs/performance.md):
--   ALTER FUNCTION texticlike(text, text) LEAKPROOF;            -- superuser only, not kept by pg_dump
--   ALTER DATABASE ventas_bench SET max_parallel_workers_per_gather = 0;
