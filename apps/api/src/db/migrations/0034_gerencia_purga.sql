-- Runs while the previous version serves: it replaces two trigger functions, whose old and new
-- bodies agree on every change but the one below.
--
-- Erasing a distributor (DELETE FROM tenants, whose tenant-owned tables cascade) failed for any
-- distributor with attentions: the cascade deleted them, and Gerencia's trigger then wrote their
-- counts down for a tenant that no longer existed (gerencia_atendidos_tenant_id_fkey, 23503).
-- The customers' count per commercial (0009), which has no key to tenants, was written the same
-- way and outlived its distributor. Rows leaving with their tenant leave no counts to keep.
CREATE OR REPLACE FUNCTION app_gerencia_atendidos_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cambios app_gerencia_cambio[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    cambios := ARRAY(SELECT (n.tenant_id, app_periodo_gerencia(n.updated_on), n.comercial_id, n.tipo,
      n.cliente_id, 1)::app_gerencia_cambio FROM new_rows n WHERE n.comercial_id IS NOT NULL);
  ELSIF TG_OP = 'DELETE' THEN
    cambios := ARRAY(SELECT (o.tenant_id, app_periodo_gerencia(o.updated_on), o.comercial_id, o.tipo,
      o.cliente_id, -1)::app_gerencia_cambio FROM old_rows o
      WHERE o.comercial_id IS NOT NULL AND EXISTS (SELECT 1 FROM tenants t WHERE t.id = o.tenant_id));
  ELSE
    -- Only rows whose period, commercial, type or customer changed (a callback's state does not).
    cambios := ARRAY(
      SELECT (o.tenant_id, app_periodo_gerencia(o.updated_on), o.comercial_id, o.tipo, o.cliente_id, -1)::app_gerencia_cambio
      FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
      WHERE o.comercial_id IS NOT NULL AND (o.updated_on, o.comercial_id, o.tipo, o.cliente_id)
        IS DISTINCT FROM (n.updated_on, n.comercial_id, n.tipo, n.cliente_id)
      UNION ALL
      SELECT (n.tenant_id, app_periodo_gerencia(n.updated_on), n.comercial_id, n.tipo, n.cliente_id, 1)::app_gerencia_cambio
      FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
      WHERE n.comercial_id IS NOT NULL AND (o.updated_on, o.comercial_id, o.tipo, o.cliente_id)
        IS DISTINCT FROM (n.updated_on, n.comercial_id, n.tipo, n.cliente_id));
  END IF;
  IF cardinality(cambios) > 0 THEN PERFORM app_gerencia_aplicar(cambios); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_clientes_por_comercial_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO clientes_por_comercial AS k (tenant_id, comercial_id, n)
    SELECT tenant_id, coalesce(comercial_id, 0), count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (tenant_id, comercial_id) DO UPDATE SET n = k.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO clientes_por_comercial AS k (tenant_id, comercial_id, n)
    SELECT o.tenant_id, coalesce(o.comercial_id, 0), -count(*) FROM old_rows o
    WHERE EXISTS (SELECT 1 FROM tenants t WHERE t.id = o.tenant_id)
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (tenant_id, comercial_id) DO UPDATE SET n = k.n + excluded.n;
    -- The distributor is being erased (by the owner: the application role may not delete
    -- counts, so the statement runs only then): its counts go with it.
    IF EXISTS (SELECT 1 FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM tenants t WHERE t.id = o.tenant_id)) THEN
      DELETE FROM clientes_por_comercial k
      WHERE k.tenant_id IN (SELECT o.tenant_id FROM old_rows o)
        AND NOT EXISTS (SELECT 1 FROM tenants t WHERE t.id = k.tenant_id);
    END IF;
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
