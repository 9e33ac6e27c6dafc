-- The search terms' delete and update triggers compute the written rows' terms once, in a
-- materialized CTE, before joining them to clientes_terminos. Written as a sub-select in USING,
-- the planner (its plan cached by plpgsql for the function, with no statistics of the transition
-- table) could put that sub-select on the inner side of a nested loop over clientes_terminos and
-- evaluate it again for every term row: deleting 500 customers sharing a word ("Lead 1".."Lead
-- 500", a retention purge) took 48 s on PGlite instead of 7 ms. Same rows written as before.
CREATE OR REPLACE FUNCTION app_clientes_terminos_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The phones go by their own trigger (the foreign key cascades to them).
  WITH d AS MATERIALIZED (
    SELECT o.tenant_id, o.id, unnest(app_cliente_terminos(o.nombre, o.documento, o.email)) AS termino
    FROM old_rows o
  )
  DELETE FROM clientes_terminos t USING d
  WHERE t.tenant_id = d.tenant_id AND t.termino = d.termino AND t.cliente_id = d.id AND t.fuente = 'c';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_telefonos_terminos_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS MATERIALIZED (
    SELECT o.tenant_id, o.cliente_id, app_telefono_termino(o.telefono) AS termino FROM old_rows o
  )
  DELETE FROM clientes_terminos t USING d
  WHERE t.tenant_id = d.tenant_id AND t.termino = d.termino AND t.cliente_id = d.cliente_id AND t.fuente = 't';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_clientes_terminos_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Customers whose searched fields changed: their terms are rewritten, phones' included.
  WITH cambiados AS MATERIALIZED (
    SELECT o.tenant_id, o.id, o.nombre, o.documento, o.email
    FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
    WHERE (o.nombre, o.documento, o.email) IS DISTINCT FROM (n.nombre, n.documento, n.email)
  ), d AS MATERIALIZED (
    SELECT x.tenant_id, x.id, unnest(app_cliente_terminos(x.nombre, x.documento, x.email)) AS termino,
           'c'::"char" AS fuente
    FROM cambiados x
    UNION ALL
    SELECT p.tenant_id, p.cliente_id, app_telefono_termino(p.telefono), 't'::"char"
    FROM cambiados x JOIN telefonos_cliente p ON p.tenant_id = x.tenant_id AND p.cliente_id = x.id
  )
  DELETE FROM clientes_terminos t USING d
  WHERE t.tenant_id = d.tenant_id AND t.termino = d.termino AND t.cliente_id = d.id AND t.fuente = d.fuente;
  WITH cambiados AS (
    SELECT n.*
    FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
    WHERE (o.nombre, o.documento, o.email) IS DISTINCT FROM (n.nombre, n.documento, n.email)
  )
  INSERT INTO clientes_terminos (tenant_id, termino, cliente_id, fuente, updated_on, comercial_id)
  SELECT x.tenant_id, unnest(app_cliente_terminos(x.nombre, x.documento, x.email)), x.id, 'c',
         x.updated_on, x.comercial_id
  FROM cambiados x
  UNION ALL
  SELECT x.tenant_id, app_telefono_termino(p.telefono), x.id, 't', x.updated_on, x.comercial_id
  FROM cambiados x JOIN telefonos_cliente p ON p.tenant_id = x.tenant_id AND p.cliente_id = x.id
  WHERE app_telefono_termino(p.telefono) <> ''
  ON CONFLICT DO NOTHING;
  -- Customers whose only change is what the terms carry (commercial, updated_on): in place.
  WITH movidos AS MATERIALIZED (
    SELECT n.tenant_id, n.id, n.nombre, n.documento, n.email, n.updated_on, n.comercial_id
    FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
    WHERE (o.nombre, o.documento, o.email) IS NOT DISTINCT FROM (n.nombre, n.documento, n.email)
      AND (o.updated_on, o.comercial_id) IS DISTINCT FROM (n.updated_on, n.comercial_id)
  ), d AS MATERIALIZED (
    SELECT x.tenant_id, x.id, unnest(app_cliente_terminos(x.nombre, x.documento, x.email)) AS termino,
           'c'::"char" AS fuente, x.updated_on, x.comercial_id
    FROM movidos x
    UNION ALL
    SELECT p.tenant_id, p.cliente_id, app_telefono_termino(p.telefono), 't'::"char", x.updated_on, x.comercial_id
    FROM movidos x JOIN telefonos_cliente p ON p.tenant_id = x.tenant_id AND p.cliente_id = x.id
  )
  UPDATE clientes_terminos t SET updated_on = d.updated_on, comercial_id = d.comercial_id
  FROM d
  WHERE t.tenant_id = d.tenant_id AND t.termino = d.termino AND t.cliente_id = d.id AND t.fuente = d.fuente;
  RETURN NULL;
END
$$;
