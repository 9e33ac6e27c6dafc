-- Undoes bench/sql/proposed-changes.sql and the two settings measured with it.
SET client_min_messages = warning;
DROP INDEX IF EXISTS bench_list_order_idx, bench_export_order_idx, bench_clientes_comercial_cover_idx;
DROP FUNCTION IF EXISTS bench_clientes_search(text), bench_clientes_search2(text);
DROP FUNCTION IF EXISTS bench_clientes_search_ids(text);
ALTER FUNCTION texticlike(text, text) NOT LEAKPROOF;
ALTER DATABASE ventas_bench RESET max_parallel_workers_per_gather;
ANALYZE clientes;
