-- NOT WHILE THE PREVIOUS VERSION SERVES (docs/architecture.md "Migrations"): triggers on
-- atenciones, then a recount of every attention and an index build over the whole table:
-- attention writes wait until all of it ends.
--
-- Gerencia's attention figures for whole periods, kept by the write path (issue 15; decision 130).
-- A figure counts customers (decision 121); at 3M attentions a period holds ~250k of them, and
-- counting distinct customers per commercial and type took 230 ms whatever the plan. The period
-- of SPEC §9 (the 2nd of a month to the 1st of the next, Madrid days) is what the screens ask for
-- by default, so each period keeps who was attended by whom (a reference count of attentions per
-- commercial × type × customer, 0 and '*' standing for every commercial and every type) and how
-- many customers each commercial × type has: a period's figures are then a few hundred rows.

-- The SPEC §9 period an instant falls in, named by its first day (the 2nd).
CREATE OR REPLACE FUNCTION app_periodo_gerencia(t timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN extract(day FROM d) >= 2 THEN (date_trunc('month', d) + interval '1 day')::date
    ELSE (date_trunc('month', d) - interval '1 month' + interval '1 day')::date END
  FROM (SELECT (t AT TIME ZONE 'Europe/Madrid')::date AS d) madrid
$$;
--> statement-breakpoint
CREATE TABLE gerencia_atendidos (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  periodo date NOT NULL,
  comercial_id integer NOT NULL,
  tipo text NOT NULL,
  cliente_id integer NOT NULL,
  atenciones integer NOT NULL,
  PRIMARY KEY (tenant_id, periodo, comercial_id, tipo, cliente_id)
);
--> statement-breakpoint
CREATE TABLE gerencia_conteos (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  periodo date NOT NULL,
  comercial_id integer NOT NULL,
  tipo text NOT NULL,
  clientes integer NOT NULL,
  PRIMARY KEY (tenant_id, periodo, comercial_id, tipo)
);
--> statement-breakpoint
SELECT app_protect_tenant_table(t) FROM unnest(ARRAY['gerencia_atendidos', 'gerencia_conteos']::regclass[]) AS t;
--> statement-breakpoint
CREATE TYPE app_gerencia_cambio AS (
  tenant_id integer, periodo date, comercial_id integer, tipo text, cliente_id integer, d integer
);
--> statement-breakpoint
-- Applies attentions coming (+1) and going (-1): each one counts for its commercial and for every
-- commercial (0), for its type and for every type ('*'). A customer whose reference count leaves
-- or reaches 0 moves the count by one. Rows are upserted in key order, so concurrent writers wait
-- for each other rather than deadlock; the counts come from the upsert's own result, read after
-- any concurrent writer committed.
CREATE OR REPLACE FUNCTION app_gerencia_aplicar(cambios app_gerencia_cambio[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (
    SELECT c.tenant_id, c.periodo, k.comercial_id, k.tipo, c.cliente_id, sum(c.d)::int AS d
    FROM unnest(cambios) c
    CROSS JOIN LATERAL (VALUES (c.comercial_id, c.tipo), (c.comercial_id, '*'), (0, c.tipo), (0, '*'))
      AS k(comercial_id, tipo)
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(c.d) <> 0
  ), aplicado AS (
    INSERT INTO gerencia_atendidos AS g (tenant_id, periodo, comercial_id, tipo, cliente_id, atenciones)
    SELECT * FROM delta ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (tenant_id, periodo, comercial_id, tipo, cliente_id)
      DO UPDATE SET atenciones = g.atenciones + excluded.atenciones
    RETURNING g.tenant_id, g.periodo, g.comercial_id, g.tipo, g.cliente_id, g.atenciones AS despues
  )
  INSERT INTO gerencia_conteos AS k (tenant_id, periodo, comercial_id, tipo, clientes)
  SELECT a.tenant_id, a.periodo, a.comercial_id, a.tipo,
    sum((a.despues > 0)::int - (a.despues - d.d > 0)::int)::int
  FROM aplicado a JOIN delta d USING (tenant_id, periodo, comercial_id, tipo, cliente_id)
  GROUP BY 1, 2, 3, 4
  HAVING sum((a.despues > 0)::int - (a.despues - d.d > 0)::int) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, periodo, comercial_id, tipo) DO UPDATE SET clientes = k.clientes + excluded.clientes;

  DELETE FROM gerencia_atendidos g
  USING (SELECT DISTINCT c.tenant_id, c.periodo, c.cliente_id FROM unnest(cambios) c WHERE c.d < 0) q
  WHERE g.tenant_id = q.tenant_id AND g.periodo = q.periodo AND g.cliente_id = q.cliente_id
    AND g.atenciones <= 0;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_gerencia_atendidos_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cambios app_gerencia_cambio[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    cambios := ARRAY(SELECT (n.tenant_id, app_periodo_gerencia(n.updated_on), n.comercial_id, n.tipo,
      n.cliente_id, 1)::app_gerencia_cambio FROM new_rows n WHERE n.comercial_id IS NOT NULL);
  ELSIF TG_OP = 'DELETE' THEN
    cambios := ARRAY(SELECT (o.tenant_id, app_periodo_gerencia(o.updated_on), o.comercial_id, o.tipo,
      o.cliente_id, -1)::app_gerencia_cambio FROM old_rows o WHERE o.comercial_id IS NOT NULL);
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
CREATE TRIGGER gerencia_atendidos_insert AFTER INSERT ON atenciones
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_gerencia_atendidos_trigger();
--> statement-breakpoint
CREATE TRIGGER gerencia_atendidos_update AFTER UPDATE ON atenciones
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_gerencia_atendidos_trigger();
--> statement-breakpoint
CREATE TRIGGER gerencia_atendidos_delete AFTER DELETE ON atenciones
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_gerencia_atendidos_trigger();
--> statement-breakpoint
-- Recounts from scratch: the data there now, and bulk loads that run with triggers off (bench/).
CREATE OR REPLACE FUNCTION app_fill_gerencia_atendidos() RETURNS void LANGUAGE sql AS $$
  DELETE FROM gerencia_conteos;
  DELETE FROM gerencia_atendidos;
  INSERT INTO gerencia_atendidos (tenant_id, periodo, comercial_id, tipo, cliente_id, atenciones)
  SELECT a.tenant_id, app_periodo_gerencia(a.updated_on), k.comercial_id, k.tipo, a.cliente_id, count(*)
  FROM atenciones a
  CROSS JOIN LATERAL (VALUES (a.comercial_id, a.tipo), (a.comercial_id, '*'), (0, a.tipo), (0, '*'))
    AS k(comercial_id, tipo)
  WHERE a.comercial_id IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO gerencia_conteos (tenant_id, periodo, comercial_id, tipo, clientes)
  SELECT tenant_id, periodo, comercial_id, tipo, count(*) FROM gerencia_atendidos GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_fill_gerencia_atendidos() FROM PUBLIC;
--> statement-breakpoint
SELECT app_fill_gerencia_atendidos();
--> statement-breakpoint
-- One commercial's attentions of a range (a Comercial's dashboard, the list a figure opens).
CREATE INDEX IF NOT EXISTS atenciones_tenant_comercial_updated_idx
  ON atenciones (tenant_id, comercial_id, updated_on) INCLUDE (tipo, cliente_id);
