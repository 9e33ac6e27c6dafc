-- NOT WHILE THE PREVIOUS VERSION SERVES (docs/architecture.md "Migrations"): it rewrites the sale
-- type of packages (a back-fill of paquetes) and builds an index over them, and the previous
-- version would go on saving the free text this one refuses.
--
-- Issue 29 §5 "Tipo de venta is free text": a package's sale type becomes a value of its
-- distributor's option list `tipo_venta` (packages/domain/src/opciones/tipos-venta.ts).
-- 1. Every distributor gets the default types (a new one gets them when it is created).
-- 2. Every text a package holds is mapped as tipoVentaDeTexto maps it, mirrored here: the key is
--    the text without accents, in lower case, each run of other signs one space; a blank key is
--    no type (NULL); a usual spelling of a default is that default ("Port", "portabilidad " →
--    PORTABILIDAD); any other key becomes an option of its own distributor (nothing is lost),
--    coded from its key and labelled with its most used spelling.
-- 3. Packages then hold the values. updated_on is left alone (the lists' order stays); the audit
--    trail logs each rewritten package as a change by "Sistema".
-- The migrating role owns the tables, and their row-level security is forced: it would see no
-- row and insert none (the policies are the application role's). Lifted for this transaction's
-- writes and put back at its end; every lock is held until the commit.
-- The test: db/tipos-venta-migracion.test.ts runs it over TIPO_VENTA_EJEMPLOS.
ALTER TABLE "opciones" ADD COLUMN "activo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE opciones NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE paquetes NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE auditoria NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO opciones (tenant_id, tipo, valor, etiqueta, orden)
SELECT t.id, 'tipo_venta', d.valor, d.etiqueta, d.orden
FROM tenants t
CROSS JOIN (VALUES ('ALTA', 'Alta nueva', 0), ('PORTABILIDAD', 'Portabilidad', 1), ('MIGRACION', 'Migración', 2), ('RENOVACION', 'Renovación', 3), ('AMPLIACION', 'Ampliación', 4)) AS d(valor, etiqueta, orden)
ORDER BY t.id, d.orden
ON CONFLICT (tenant_id, tipo, valor) DO NOTHING;--> statement-breakpoint
-- One row per distinct text of each distributor: its key, the value it becomes (NULL for none),
-- whether that value is an option of the distributor's own, its label and how many packages.
CREATE TEMPORARY TABLE tipos_venta_0035 AS
WITH textos AS (
  SELECT tenant_id, tipo_venta AS texto, count(*) AS n
  FROM paquetes WHERE tipo_venta IS NOT NULL GROUP BY 1, 2
), claves AS (
  SELECT tenant_id, texto, n,
    btrim(regexp_replace(translate(texto,
      'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçABCDEFGHIJKLMNOPQRSTUVWXYZ',
      'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccabcdefghijklmnopqrstuvwxyz'),
    '[^a-z0-9]+', ' ', 'g')) AS clave
  FROM textos
), alias (clave, valor) AS (VALUES
  ('alta', 'ALTA'), ('altas', 'ALTA'), ('alta nueva', 'ALTA'), ('altas nuevas', 'ALTA'),
  ('nueva alta', 'ALTA'), ('nueva', 'ALTA'), ('alta linea', 'ALTA'), ('alta de linea', 'ALTA'),
  ('linea nueva', 'ALTA'), ('port', 'PORTABILIDAD'), ('porta', 'PORTABILIDAD'), ('portab', 'PORTABILIDAD'),
  ('portabilidad', 'PORTABILIDAD'), ('portabilidades', 'PORTABILIDAD'), ('portado', 'PORTABILIDAD'), ('portada', 'PORTABILIDAD'),
  ('mig', 'MIGRACION'), ('migra', 'MIGRACION'), ('migracion', 'MIGRACION'), ('migraciones', 'MIGRACION'),
  ('renov', 'RENOVACION'), ('renove', 'RENOVACION'), ('renuevo', 'RENOVACION'), ('renovacion', 'RENOVACION'),
  ('renovaciones', 'RENOVACION'), ('ampl', 'AMPLIACION'), ('ampli', 'AMPLIACION'), ('ampliacion', 'AMPLIACION'),
  ('ampliaciones', 'AMPLIACION')
)
SELECT c.tenant_id, c.texto, c.n,
  CASE WHEN c.clave = '' THEN NULL ELSE coalesce(a.valor, upper(replace(c.clave, ' ', '_'))) END AS valor,
  c.clave <> '' AND a.valor IS NULL AS propio,
  btrim(regexp_replace(c.texto, '\s+', ' ', 'g')) AS etiqueta
FROM claves c LEFT JOIN alias a ON a.clave = c.clave;--> statement-breakpoint
WITH grafias AS (
  SELECT tenant_id, valor, etiqueta, sum(n) AS n FROM tipos_venta_0035 WHERE propio GROUP BY 1, 2, 3
), tipos AS (
  SELECT tenant_id, valor, (array_agg(etiqueta ORDER BY n DESC, etiqueta))[1] AS etiqueta, sum(n) AS n
  FROM grafias GROUP BY 1, 2
)
INSERT INTO opciones (tenant_id, tipo, valor, etiqueta, orden)
SELECT tenant_id, 'tipo_venta', valor, etiqueta,
  4 + row_number() OVER (PARTITION BY tenant_id ORDER BY n DESC, valor)
FROM tipos
ORDER BY tenant_id, valor
ON CONFLICT (tenant_id, tipo, valor) DO NOTHING;--> statement-breakpoint
UPDATE paquetes p SET tipo_venta = m.valor
FROM tipos_venta_0035 m
WHERE m.tenant_id = p.tenant_id AND m.texto = p.tipo_venta AND m.valor IS DISTINCT FROM p.tipo_venta;--> statement-breakpoint
DROP TABLE tipos_venta_0035;--> statement-breakpoint
-- Built after the rewrite: whether a type is in use, and the packages per type Administración shows.
CREATE INDEX "paquetes_tenant_tipo_venta_idx" ON "paquetes" USING btree ("tenant_id","tipo_venta") WHERE "paquetes"."tipo_venta" IS NOT NULL;--> statement-breakpoint
ALTER TABLE opciones FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE paquetes FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE auditoria FORCE ROW LEVEL SECURITY;
