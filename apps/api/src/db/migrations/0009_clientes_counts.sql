-- NOT WHILE THE PREVIOUS VERSION SERVES (docs/architecture.md "Migrations"): triggers on
-- clientes, then a count of the whole table: customer writes wait until the release's migrations
-- commit (after 0008's fill, in the same transaction).
--
-- How many customers each commercial of a tenant has (0 = unassigned), kept by triggers. The
-- unfiltered list (every agent's landing page) then has an exact count from at most a few dozen
-- rows: the manager's is the tenant's sum, a Comercial's their own row plus the unassigned one.
-- Counting 278k index entries cost 27 ms per request, and the planner's estimate of a
-- Comercial's scope was 30% low (docs/performance.md).
CREATE TABLE clientes_por_comercial (
  tenant_id integer NOT NULL,
  comercial_id integer NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (tenant_id, comercial_id)
);
--> statement-breakpoint
ALTER TABLE clientes_por_comercial ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE clientes_por_comercial FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON clientes_por_comercial TO ventas_app
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON clientes_por_comercial TO ventas_app;
--> statement-breakpoint
-- Rows are upserted in key order, so two transactions moving customers between the same
-- commercials cannot deadlock on them.
CREATE OR REPLACE FUNCTION app_clientes_por_comercial_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO clientes_por_comercial AS k (tenant_id, comercial_id, n)
    SELECT tenant_id, coalesce(comercial_id, 0), count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (tenant_id, comercial_id) DO UPDATE SET n = k.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO clientes_por_comercial AS k (tenant_id, comercial_id, n)
    SELECT tenant_id, coalesce(comercial_id, 0), -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (tenant_id, comercial_id) DO UPDATE SET n = k.n + excluded.n;
  ELSE
    INSERT INTO clientes_por_comercial AS k (tenant_id, comercial_id, n)
    SELECT tenant_id, comercial_id, sum(delta) FROM (
      SELECT o.tenant_id, coalesce(o.comercial_id, 0) AS comercial_id, -1 AS delta
      FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
      WHERE o.comercial_id IS DISTINCT FROM n.comercial_id
      UNION ALL
      SELECT n.tenant_id, coalesce(n.comercial_id, 0), 1
      FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
      WHERE o.comercial_id IS DISTINCT FROM n.comercial_id
    ) moved
    GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (tenant_id, comercial_id) DO UPDATE SET n = k.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clientes_por_comercial_insert AFTER INSERT ON clientes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_clientes_por_comercial_count();
--> statement-breakpoint
CREATE TRIGGER clientes_por_comercial_update AFTER UPDATE ON clientes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_clientes_por_comercial_count();
--> statement-breakpoint
CREATE TRIGGER clientes_por_comercial_delete AFTER DELETE ON clientes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_clientes_por_comercial_count();
--> statement-breakpoint
-- Recounts from scratch: existing data now, and bulk loads that run with triggers off
-- (bench/seed-customers.ts).
CREATE OR REPLACE FUNCTION app_fill_clientes_por_comercial() RETURNS void LANGUAGE sql AS $$
  DELETE FROM clientes_por_comercial;
  INSERT INTO clientes_por_comercial (tenant_id, comercial_id, n)
  SELECT tenant_id, coalesce(comercial_id, 0), count(*) FROM clientes GROUP BY 1, 2;
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_fill_clientes_por_comercial() FROM PUBLIC;
--> statement-breakpoint
SELECT app_fill_clientes_por_comercial();
