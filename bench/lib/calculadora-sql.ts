/**
 * The calculator benchmark's bulk statements (issue 14): a year of sales credited to the tenant's
 * commercials, and their objectives, correction factors and pools, made inside the database with
 * `INSERT ... SELECT FROM generate_series` and `random()` (setseed makes a run repeatable), as
 * lib/seed-sql.ts makes the customers. They read temporary tables the loader fills first:
 *
 * - `calc_comerciales (idx, comercial_id)`: the commercials, 1-based;
 * - `calc_meses (k, mes, desde, hasta, fraccion)`: the last N Madrid months (k = 0 is the current
 *   one), each from its first instant to the next month's or to now, and the part of it elapsed;
 * - `calc_clientes (n, id)`: the tenant's customers numbered 1..N, to draw a buyer at random;
 * - `calc_items (kind, n, id, nombre)`: the catalogue's tariffs ('tarifa') and additional lines
 *   ('adicional') numbered per kind.
 *
 * A sale is an OFERTA attention recorded by the commercial (the calculator credits the
 * attention's account: apps/api/src/features/calculadora/consecucion.query.ts), its offer in
 * Activada (4; 1 in 20 Activada Parcial, 6) with `fecha_venta` in the month, and 1–3 packages: a
 * tariff on the LINEA_PRINCIPAL, additional lines after it; 8 % CANCELADO, with the date the
 * app's trigger would have written (triggers are off during the load).
 */

export const CREATE_CALC_TEMP_TABLES = [
  `CREATE TEMP TABLE calc_comerciales (idx int PRIMARY KEY, comercial_id int NOT NULL) ON COMMIT DROP`,
  `CREATE TEMP TABLE calc_meses (k int PRIMARY KEY, mes date NOT NULL, desde timestamptz NOT NULL,
     hasta timestamptz NOT NULL, fraccion float8 NOT NULL) ON COMMIT DROP`,
  `CREATE TEMP TABLE calc_clientes (n int PRIMARY KEY, id int NOT NULL) ON COMMIT DROP`,
  `CREATE TEMP TABLE calc_items (kind text NOT NULL, n int NOT NULL, id int NOT NULL, nombre text NOT NULL,
     PRIMARY KEY (kind, n)) ON COMMIT DROP`,
];

/** The last `months` Madrid months, the current one first (cut at now). */
export const fillMesesSql = (months: number) => `
  INSERT INTO calc_meses (k, mes, desde, hasta, fraccion)
  SELECT k, mes, desde, least(fin, now()),
    extract(epoch FROM least(fin, now()) - desde) / extract(epoch FROM fin - desde)
  FROM (
    SELECT k, mes, (mes::timestamp AT TIME ZONE 'Europe/Madrid') AS desde,
      ((mes + interval '1 month')::timestamp AT TIME ZONE 'Europe/Madrid') AS fin
    FROM (
      SELECT k, (date_trunc('month', now() AT TIME ZONE 'Europe/Madrid') - make_interval(months => k))::date AS mes
      FROM generate_series(0, ${months - 1}) AS k
    ) m
  ) m`;

export const FILL_CLIENTES_SQL = (tenantId: number) => `
  INSERT INTO calc_clientes (n, id)
  SELECT row_number() OVER (ORDER BY id), id FROM clientes WHERE tenant_id = ${tenantId}`;

/**
 * One row per sale: the ids drawn first (attention and offer), the commercial, the buyer, the
 * sale's instant in the month, and how many packages. Each commercial's month has
 * 0.6–1.4 × `salesPerMonth` sales (the current month's in proportion to its elapsed part).
 */
export const createVentasSql = (salesPerMonth: number) => `
  CREATE TEMP TABLE calc_ventas ON COMMIT DROP AS
  SELECT nextval(pg_get_serial_sequence('atenciones', 'id')) AS atencion_id,
    nextval(pg_get_serial_sequence('ofertas', 'id')) AS oferta_id,
    v.comercial_id, cl.id AS cliente_id, v.fecha_venta,
    v.fecha_venta - interval '1 hour' * floor(v.u_contacto * 240) AS fecha_contacto,
    1 + (v.u_paquetes < 0.45)::int + (v.u_paquetes < 0.15)::int AS paquetes,
    CASE WHEN v.u_estado < 0.05 THEN 6 ELSE 4 END::smallint AS estado,
    v.u_precio
  FROM (
    SELECT cm.comercial_id, cm.desde + (cm.hasta - cm.desde) * random() AS fecha_venta,
      1 + floor(random() * (SELECT count(*) FROM calc_clientes))::int AS cliente_n,
      random() AS u_contacto, random() AS u_paquetes, random() AS u_estado, random() AS u_precio
    FROM (
      SELECT c.comercial_id, m.desde, m.hasta,
        round(${salesPerMonth} * m.fraccion * (0.6 + 0.8 * random()))::int AS ventas
      FROM calc_comerciales c CROSS JOIN calc_meses m
    ) cm
    CROSS JOIN LATERAL generate_series(1, cm.ventas) AS g
  ) v
  JOIN calc_clientes cl ON cl.n = v.cliente_n`;

export const INSERT_VENTAS_ATENCIONES_SQL = (tenantId: number) => `
  INSERT INTO atenciones (id, tenant_id, cliente_id, comercial_id, tipo, estado, fecha_contacto, tipo_llamada,
    created_on, updated_on)
  OVERRIDING SYSTEM VALUE
  SELECT atencion_id, ${tenantId}, cliente_id, comercial_id, 'OFERTA', 'REALIZADO', fecha_contacto,
    CASE WHEN u_precio < 0.8 THEN 'Saliente' ELSE 'Entrante' END, fecha_contacto, fecha_venta
  FROM calc_ventas`;

export const INSERT_VENTAS_OFERTAS_SQL = (tenantId: number) => `
  INSERT INTO ofertas (id, tenant_id, atencion_id, cliente_id, estado, tipo_oferta, isp, tipo_iva, precio_anterior,
    precio_total, fecha_venta, segmento, operador, iva_rate, cotizada_el, created_on, updated_on)
  OVERRIDING SYSTEM VALUE
  SELECT oferta_id, ${tenantId}, atencion_id, cliente_id, estado,
    CASE WHEN u_precio < 0.7 THEN 'PORTABILIDAD' ELSE 'ALTA NUEVA' END,
    (ARRAY['Movistar', 'Vodafone', 'Orange', 'Digi', 'MásMóvil'])[1 + floor(u_precio * 5)::int],
    'CON IVA', round((40 + u_precio * 60)::numeric, 2), round((30 + u_precio * 50)::numeric, 2),
    fecha_venta, 'PARTICULAR', 'A', 21, fecha_contacto, fecha_contacto, fecha_venta
  FROM calc_ventas`;

/** Packages: the tariff first, then additional lines; 8 % CANCELADO a few days to weeks after the sale. */
export const INSERT_VENTAS_PAQUETES_SQL = (tenantId: number) => `
  INSERT INTO paquetes (tenant_id, oferta_id, cliente_id, estado, tipo_venta, tipo_linea, tarifa_id, tarifa_nombre,
    month_price, isp, segmento, estado_servicio, package_id, order_id, cancelado_el, created_on, updated_on)
  SELECT ${tenantId}, p.oferta_id, p.cliente_id, p.estado, p.tipo_venta, p.tipo_linea, i.id, i.nombre,
    round((8 + random() * 50)::numeric, 2), 'Movistar', 'PARTICULAR',
    CASE WHEN p.estado = 'CANCELADO' THEN 'BAJA' ELSE 'ACTIVO' END,
    'PKC' || (p.oferta_id::bigint * 10 + p.k), (200000000 + p.oferta_id::bigint * 10 + p.k)::text,
    CASE WHEN p.estado = 'CANCELADO' THEN least(p.fecha_venta + interval '1 day' * (1 + floor(random() * 60)), now()) END,
    p.fecha_venta, p.fecha_venta
  FROM (
    SELECT v.oferta_id, v.cliente_id, v.fecha_venta, k,
      CASE WHEN k = 1 THEN 'LINEA_PRINCIPAL' ELSE 'LINEA_ADICIONAL' END AS tipo_linea,
      CASE WHEN k = 1 THEN 'tarifa' ELSE 'adicional' END AS kind,
      CASE WHEN random() < 0.92 THEN 'ACTIVO' ELSE 'CANCELADO' END AS estado,
      CASE WHEN random() < 0.7 THEN 'PORTABILIDAD' ELSE 'ALTA' END AS tipo_venta,
      random() AS u_item
    FROM calc_ventas v CROSS JOIN LATERAL generate_series(1, v.paquetes) AS k
  ) p
  JOIN calc_items i ON i.kind = p.kind
    AND i.n = 1 + floor(p.u_item * (SELECT count(*) FROM calc_items WHERE kind = p.kind))::int`;

/**
 * Every commercial and month: 4 of the families (rotating), peso 40/30/20/10, a target in units
 * near what the commercial sells of it; the first family is a llave for one commercial in three.
 */
export const insertObjetivosSql = (tenantId: number, familias: readonly number[], salesPerMonth: number) => `
  INSERT INTO objetivos (tenant_id, comercial_id, familia_id, mes, peso, objetivo, llave)
  SELECT ${tenantId}, c.comercial_id,
    (ARRAY[${familias.join(',')}])[1 + (c.idx + m.k + j) % ${familias.length}],
    m.mes, (ARRAY[40, 30, 20, 10])[j],
    greatest(1, round(${salesPerMonth} * (ARRAY[0.5, 0.3, 0.25, 0.15])[j] * (0.8 + 0.4 * random()))),
    j = 1 AND c.idx % 3 = 0
  FROM calc_comerciales c CROSS JOIN calc_meses m CROSS JOIN generate_series(1, 4) AS j`;

/** Pools of every commercial and month; one in ten also holds a recommended pool from the next one. */
export const insertBolsasSql = (tenantId: number) => `
  INSERT INTO bolsas (tenant_id, comercial_id, mes, bolsa, bolsa_recomendado, recomendado_id, reward_type,
    reward_amount, reward_recomendado_type, reward_recomendado_amount)
  SELECT ${tenantId}, c.comercial_id, m.mes, 300 + 50 * (c.idx % 10),
    CASE WHEN c.idx % 10 = 0 THEN 150 ELSE 0 END,
    CASE WHEN c.idx % 10 = 0 THEN (SELECT comercial_id FROM calc_comerciales WHERE idx = c.idx % (SELECT count(*) FROM calc_comerciales) + 1) END,
    (ARRAY['BOLSA_FIJA', 'PORCENTAJE', NULL])[1 + (c.idx + m.k) % 3],
    CASE (c.idx + m.k) % 3 WHEN 0 THEN 100 WHEN 1 THEN 10 END,
    CASE WHEN c.idx % 10 = 0 THEN 'BOLSA_FIJA' END,
    CASE WHEN c.idx % 10 = 0 THEN 50 END
  FROM calc_comerciales c CROSS JOIN calc_meses m`;
