-- NOT WHILE THE PREVIOUS VERSION SERVES (docs/architecture.md "Migrations"): fills
-- clientes_terminos from every customer and phone after putting triggers on clientes and
-- telefonos_cliente, so their writes wait for the whole fill; and 0007's policy on accounts, in
-- the same transaction, holds an exclusive lock on accounts meanwhile, so every request's session
-- lookup waits too.
--
-- The top-bar search finds customers by the start of any word of their name, their e-mail
-- (a word of it or the whole address), their document or a phone (docs/decisions/). Trigram
-- ILIKE over the name, e-mail, document and phones cost 130-270 ms per search at 1M customers:
-- every common trigram reads a posting list of the whole table, and each match's row is
-- rechecked. Here every search term of a customer is a row of one B-tree, so a word prefix is
-- one index range of its tenant, which also holds the customer's updated_on and comercial_id:
-- a plain search is counted, scoped and paged without reading clientes. The operators used
-- (text >= and <) are LEAKPROOF, so the range is an index condition under row-level security. Kept by triggers, so every write path (the
-- API, imports, SQL by hand) keeps it true. No foreign key: a cascade would need a second index
-- on (tenant_id, cliente_id); the delete triggers remove a customer's terms by their own key.
CREATE TABLE clientes_terminos (
  tenant_id integer NOT NULL,
  termino text COLLATE "C" NOT NULL,
  cliente_id integer NOT NULL,
  -- 'c' the customer's own fields, 't' one of its phones: each source deletes only its own.
  fuente "char" NOT NULL,
  -- Copies of the customer's, so a plain search counts, scopes and orders inside this index.
  updated_on timestamp(3) with time zone NOT NULL,
  comercial_id integer,
  PRIMARY KEY (tenant_id, termino, cliente_id, fuente) INCLUDE (updated_on, comercial_id)
);
--> statement-breakpoint
ALTER TABLE clientes_terminos ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE clientes_terminos FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON clientes_terminos TO ventas_app
  USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON clientes_terminos TO ventas_app;
--> statement-breakpoint
-- Lower case without Spanish, Catalan and Portuguese diacritics: "Muñoz" and "munoz" meet.
CREATE OR REPLACE FUNCTION app_search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(coalesce(value, '')), 'áàäâãåéèëêíìïîóòöôõúùüûñçý', 'aaaaaaeeeeiiiiooooouuuuncy')
$$;
--> statement-breakpoint
-- A typed search word as it is compared with the terms; an empty result matches nothing.
CREATE OR REPLACE FUNCTION app_search_token(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(app_search_fold(value), '[^a-z0-9@._+-]+', '', 'g')
$$;
--> statement-breakpoint
-- The terms a customer is found by: each word of the name and of the e-mail (a company's domain
-- finds its people), the whole e-mail, and the document.
CREATE OR REPLACE FUNCTION app_cliente_terminos(nombre text, documento text, email text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT term), '{}') FROM (
    SELECT regexp_split_to_table(
      app_search_fold(nombre) || ' ' || app_search_fold(email), '[^a-z0-9]+') AS term
    UNION ALL SELECT app_search_token(email)
    UNION ALL SELECT regexp_replace(app_search_fold(documento), '[^a-z0-9]+', '', 'g')
  ) words WHERE term <> ''
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_telefono_termino(telefono text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(coalesce(telefono, ''), '[^0-9]+', '', 'g')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_clientes_terminos_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO clientes_terminos (tenant_id, termino, cliente_id, fuente, updated_on, comercial_id)
  SELECT n.tenant_id, unnest(app_cliente_terminos(n.nombre, n.documento, n.email)), n.id, 'c',
         n.updated_on, n.comercial_id
  FROM new_rows n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_clientes_terminos_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The phones go by their own trigger (the foreign key cascades to them).
  DELETE FROM clientes_terminos t
  USING (SELECT o.tenant_id, o.id, unnest(app_cliente_terminos(o.nombre, o.documento, o.email)) AS termino
         FROM old_rows o) d
  WHERE t.tenant_id = d.tenant_id AND t.termino = d.termino AND t.cliente_id = d.id AND t.fuente = 'c';
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Any change of a copied or searched column rewrites the customer's terms, its phones' included
-- (they carry updated_on and comercial_id too); updates that change none of them cost nothing.
CREATE OR REPLACE FUNCTION app_clientes_terminos_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Transition tables cannot be handed to a function, so each statement names the changed rows.
  WITH changed AS (
    SELECT o.tenant_id, o.id, o.nombre, o.documento, o.email
    FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
    WHERE (o.nombre, o.documento, o.email, o.updated_on, o.comercial_id)
          IS DISTINCT FROM (n.nombre, n.documento, n.email, n.updated_on, n.comercial_id)
  )
  DELETE FROM clientes_terminos t
  USING (
    SELECT x.tenant_id, x.id, unnest(app_cliente_terminos(x.nombre, x.documento, x.email)) AS termino,
           'c'::"char" AS fuente
    FROM changed x
    UNION ALL
    SELECT p.tenant_id, p.cliente_id, app_telefono_termino(p.telefono), 't'::"char"
    FROM changed x JOIN telefonos_cliente p ON p.tenant_id = x.tenant_id AND p.cliente_id = x.id
  ) d
  WHERE t.tenant_id = d.tenant_id AND t.termino = d.termino AND t.cliente_id = d.id AND t.fuente = d.fuente;
  WITH changed AS (
    SELECT n.*
    FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
    WHERE (o.nombre, o.documento, o.email, o.updated_on, o.comercial_id)
          IS DISTINCT FROM (n.nombre, n.documento, n.email, n.updated_on, n.comercial_id)
  )
  INSERT INTO clientes_terminos (tenant_id, termino, cliente_id, fuente, updated_on, comercial_id)
  SELECT x.tenant_id, unnest(app_cliente_terminos(x.nombre, x.documento, x.email)), x.id, 'c',
         x.updated_on, x.comercial_id
  FROM changed x
  UNION ALL
  SELECT x.tenant_id, app_telefono_termino(p.telefono), x.id, 't', x.updated_on, x.comercial_id
  FROM changed x JOIN telefonos_cliente p ON p.tenant_id = x.tenant_id AND p.cliente_id = x.id
  WHERE app_telefono_termino(p.telefono) <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_telefonos_terminos_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO clientes_terminos (tenant_id, termino, cliente_id, fuente, updated_on, comercial_id)
  SELECT n.tenant_id, app_telefono_termino(n.telefono), n.cliente_id, 't', c.updated_on, c.comercial_id
  FROM new_rows n JOIN clientes c ON c.tenant_id = n.tenant_id AND c.id = n.cliente_id
  WHERE app_telefono_termino(n.telefono) <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_telefonos_terminos_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM clientes_terminos t
  USING old_rows o
  WHERE t.tenant_id = o.tenant_id AND t.termino = app_telefono_termino(o.telefono)
    AND t.cliente_id = o.cliente_id AND t.fuente = 't';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clientes_terminos_insert AFTER INSERT ON clientes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_clientes_terminos_insert();
--> statement-breakpoint
CREATE TRIGGER clientes_terminos_update AFTER UPDATE ON clientes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_clientes_terminos_update();
--> statement-breakpoint
CREATE TRIGGER clientes_terminos_delete AFTER DELETE ON clientes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_clientes_terminos_delete();
--> statement-breakpoint
CREATE TRIGGER telefonos_terminos_insert AFTER INSERT ON telefonos_cliente
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_telefonos_terminos_insert();
--> statement-breakpoint
CREATE TRIGGER telefonos_terminos_delete AFTER DELETE ON telefonos_cliente
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_telefonos_terminos_delete();
--> statement-breakpoint
-- Phones are replaced, not edited, by the app; an UPDATE by hand is a delete plus an insert
-- (triggers fire in name order: the old terms go first).
CREATE TRIGGER telefonos_terminos_update_1_old AFTER UPDATE ON telefonos_cliente
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_telefonos_terminos_delete();
--> statement-breakpoint
CREATE TRIGGER telefonos_terminos_update_2_new AFTER UPDATE ON telefonos_cliente
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_telefonos_terminos_insert();
--> statement-breakpoint
-- Fills the terms of every customer that has none: existing data now, and bulk loads that run
-- with triggers off (bench/seed-customers.ts). Key order, so the B-tree fills sequentially.
CREATE OR REPLACE FUNCTION app_fill_clientes_terminos() RETURNS void LANGUAGE sql AS $$
  INSERT INTO clientes_terminos (tenant_id, termino, cliente_id, fuente, updated_on, comercial_id)
  SELECT tenant_id, termino, cliente_id, fuente, updated_on, comercial_id FROM (
    SELECT c.tenant_id, unnest(app_cliente_terminos(c.nombre, c.documento, c.email)) AS termino,
           c.id AS cliente_id, 'c'::"char" AS fuente, c.updated_on, c.comercial_id
    FROM clientes c
    UNION ALL
    SELECT t.tenant_id, app_telefono_termino(t.telefono), t.cliente_id, 't'::"char", c.updated_on, c.comercial_id
    FROM telefonos_cliente t JOIN clientes c ON c.tenant_id = t.tenant_id AND c.id = t.cliente_id
    WHERE app_telefono_termino(t.telefono) <> ''
  ) terms
  ORDER BY 1, 2, 3, 4
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_fill_clientes_terminos() FROM PUBLIC;
--> statement-breakpoint
SELECT app_fill_clientes_terminos();
