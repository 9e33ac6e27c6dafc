-- NOT WHILE THE PREVIOUS VERSION SERVES (docs/architecture.md "Migrations"): ALTER TABLE locks
-- clientes exclusively, and the lock is held while two indexes are built over the whole table and
-- every customer with a pending callback is updated: every read and write of customers waits.
--
-- Each customer's next pending callback, kept on the customer: the earliest PENDIENTE AGENDADO
-- (by fecha_agendado, then id) and whose it is. The telework list shows it, orders by it and
-- filters on it; the welcome message links to the customers whose next callback is today
-- (docs/decisions/). Ordering by a correlated sub-query over atenciones would read every
-- customer of the tenant for each page; a column is one index range. Kept by statement-level
-- triggers on atenciones, so every write path (the API, imports, SQL by hand) keeps it true.
-- No foreign key on the commercial: it is a copy of atenciones.comercial_id, whose own key
-- already holds, and a check per trigger update would buy nothing.
ALTER TABLE clientes
  ADD COLUMN IF NOT EXISTS proxima_llamada timestamp with time zone,
  ADD COLUMN IF NOT EXISTS proxima_llamada_comercial_id integer;
--> statement-breakpoint
-- Both directions of the list's order (ASC/DESC, NULLS LAST each, as list-order.ts writes them:
-- customers without a callback last either way) and the day filter. One index cannot serve
-- both, and without it a descending page sorts the whole tenant. The INCLUDE columns let a
-- Comercial's scope and the callback's commercial be checked inside the index.
CREATE INDEX IF NOT EXISTS clientes_proxima_llamada_idx
  ON clientes (tenant_id, proxima_llamada ASC NULLS LAST, id ASC NULLS LAST)
  INCLUDE (comercial_id, proxima_llamada_comercial_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS clientes_proxima_llamada_desc_idx
  ON clientes (tenant_id, proxima_llamada DESC NULLS LAST, id DESC NULLS LAST)
  INCLUDE (comercial_id, proxima_llamada_comercial_id);
--> statement-breakpoint
-- Recomputes the next callback of the given customers (parallel arrays of tenant and customer
-- ids). The rows are locked first, in key order: under READ COMMITTED the UPDATE that follows
-- takes a new snapshot, so two transactions changing one customer's callbacks at once cannot
-- leave the value of the one that computed first. Only changed rows are written, and never
-- updated_on: a callback is not a contact, so the list's default order must not move. The
-- search-terms and per-commercial triggers on clientes (0008, 0009) see no column of theirs
-- change and write nothing.
CREATE OR REPLACE FUNCTION app_refresh_proxima_llamada(tenant_ids integer[], cliente_ids integer[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(cliente_ids), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM clientes c
  WHERE (c.tenant_id, c.id) IN (SELECT * FROM unnest(tenant_ids, cliente_ids))
  ORDER BY c.tenant_id, c.id
  FOR NO KEY UPDATE;
  UPDATE clientes c
  SET proxima_llamada = n.fecha_agendado, proxima_llamada_comercial_id = n.comercial_id
  FROM (
    SELECT k.tenant_id, k.cliente_id, nx.fecha_agendado, nx.comercial_id
    FROM (SELECT DISTINCT * FROM unnest(tenant_ids, cliente_ids)) k (tenant_id, cliente_id)
    LEFT JOIN LATERAL (
      SELECT a.fecha_agendado, a.comercial_id FROM atenciones a
      WHERE a.tenant_id = k.tenant_id AND a.cliente_id = k.cliente_id
        AND a.tipo = 'AGENDADO' AND a.estado = 'PENDIENTE' AND a.fecha_agendado IS NOT NULL
      ORDER BY a.fecha_agendado, a.id
      LIMIT 1
    ) nx ON true
  ) n
  WHERE c.tenant_id = n.tenant_id AND c.id = n.cliente_id
    AND (c.proxima_llamada, c.proxima_llamada_comercial_id)
        IS DISTINCT FROM (n.fecha_agendado, n.comercial_id);
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_refresh_proxima_llamada(integer[], integer[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_refresh_proxima_llamada(integer[], integer[]) TO ventas_app;
--> statement-breakpoint
-- The customers whose next callback a statement on atenciones may have changed: rows that are or
-- were pending agendados, and on an update only when a column the choice reads changed (a note
-- or updated_on alone costs nothing).
CREATE OR REPLACE FUNCTION app_atenciones_proxima_llamada() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenant_ids integer[];
  cliente_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.tenant_id), array_agg(n.cliente_id) INTO tenant_ids, cliente_ids
    FROM new_rows n WHERE n.tipo = 'AGENDADO' AND n.estado = 'PENDIENTE';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.tenant_id), array_agg(o.cliente_id) INTO tenant_ids, cliente_ids
    FROM old_rows o WHERE o.tipo = 'AGENDADO' AND o.estado = 'PENDIENTE';
  ELSE
    -- Both customers when an attention moves to another one.
    SELECT array_agg(k.tenant_id), array_agg(k.cliente_id) INTO tenant_ids, cliente_ids
    FROM old_rows o
    JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.tenant_id, o.cliente_id), (n.tenant_id, n.cliente_id)) k (tenant_id, cliente_id)
    WHERE ((o.tipo = 'AGENDADO' AND o.estado = 'PENDIENTE') OR (n.tipo = 'AGENDADO' AND n.estado = 'PENDIENTE'))
      AND (o.tipo, o.estado, o.fecha_agendado, o.comercial_id, o.cliente_id)
          IS DISTINCT FROM (n.tipo, n.estado, n.fecha_agendado, n.comercial_id, n.cliente_id);
  END IF;
  PERFORM app_refresh_proxima_llamada(tenant_ids, cliente_ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER atenciones_proxima_llamada_insert AFTER INSERT ON atenciones
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_atenciones_proxima_llamada();
--> statement-breakpoint
CREATE TRIGGER atenciones_proxima_llamada_update AFTER UPDATE ON atenciones
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_atenciones_proxima_llamada();
--> statement-breakpoint
CREATE TRIGGER atenciones_proxima_llamada_delete AFTER DELETE ON atenciones
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_atenciones_proxima_llamada();
--> statement-breakpoint
-- Recomputes every customer's next callback from scratch: existing data now, and bulk loads that
-- run with triggers off (bench/seed-customers.ts). One pass over the pending agendados
-- (atenciones_tenant_agendado_idx), then the customers left holding a callback that is no longer
-- pending; only rows whose value changes are written.
CREATE OR REPLACE FUNCTION app_fill_clientes_proxima_llamada() RETURNS void LANGUAGE sql AS $$
  UPDATE clientes c
  SET proxima_llamada = n.fecha_agendado, proxima_llamada_comercial_id = n.comercial_id
  FROM (
    SELECT DISTINCT ON (a.tenant_id, a.cliente_id) a.tenant_id, a.cliente_id, a.fecha_agendado, a.comercial_id
    FROM atenciones a
    WHERE a.tipo = 'AGENDADO' AND a.estado = 'PENDIENTE' AND a.fecha_agendado IS NOT NULL
    ORDER BY a.tenant_id, a.cliente_id, a.fecha_agendado, a.id
  ) n
  WHERE c.tenant_id = n.tenant_id AND c.id = n.cliente_id
    AND (c.proxima_llamada, c.proxima_llamada_comercial_id)
        IS DISTINCT FROM (n.fecha_agendado, n.comercial_id);
  UPDATE clientes c
  SET proxima_llamada = NULL, proxima_llamada_comercial_id = NULL
  WHERE c.proxima_llamada IS NOT NULL
    AND NOT EXISTS (
      SELECT 1 FROM atenciones a
      WHERE a.tenant_id = c.tenant_id AND a.cliente_id = c.id
        AND a.tipo = 'AGENDADO' AND a.estado = 'PENDIENTE' AND a.fecha_agendado IS NOT NULL
    );
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_fill_clientes_proxima_llamada() FROM PUBLIC;
--> statement-breakpoint
SELECT app_fill_clientes_proxima_llamada();
