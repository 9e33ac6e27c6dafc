/**
 * The seeder's bulk statements: every row is made inside the database by
 * `INSERT ... SELECT FROM generate_series(...)` with SQL-side randomness (setseed makes a run
 * repeatable), so 1M customers never cross the wire. Plain PostgreSQL: the same text runs on
 * PostgreSQL 15 and on PGlite (PostgreSQL 18).
 *
 * Unique values (documents, phones) are bijections of the row's id — (id * prime + k) mod 10^n
 * with a prime coprime to 10 — so they never collide while ids stay below 10^n.
 */
import {
  ACTIVIDADES_EMPRESA,
  APELLIDOS,
  DOMINIOS_EMAIL,
  FORMAS_EMPRESA,
  ISPS,
  NOMBRES,
  NOMBRES_VIA,
  NOTAS_CLIENTE,
  RAZONES_NO_INTERESADO,
  TARIFAS,
  TIPOS_OFERTA,
  TIPOS_VIA,
} from './spanish-data';

/** A SQL string literal. Only the bench's own constants go through here. */
export const lit = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `(ARRAY[${values.map(lit).join(',')}]::text[])`;
/** A 1-based random index into a list of `n`; `skew` > 1 favours the first entries. */
const pick = (n: number, random: string, skew = 1) =>
  skew === 1 ? `(1 + floor(${random} * ${n}))::int` : `(1 + floor(power(${random}, ${skew}) * ${n}))::int`;
const pickFrom = (values: readonly string[], random: string, skew = 1) =>
  `${textArray(values)}[${pick(values.length, random, skew)}]`;

/** A weighted choice: CASE over cumulative weights. */
function weighted(options: ReadonlyArray<readonly [string, number]>, random: string): string {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let cumulative = 0;
  const arms = options.slice(0, -1).map(([value, weight]) => {
    cumulative += weight / total;
    return `WHEN ${random} < ${cumulative.toFixed(6)} THEN ${lit(value)}`;
  });
  return `CASE ${arms.join(' ')} ELSE ${lit(options.at(-1)?.[0] ?? '')} END`;
}

const DNI_LETTERS = lit('TRWAGMYFPDXBNJZSQVHLCKE');
const letterOf = (number: string) => `substr(${DNI_LETTERS}, (${number} % 23)::int + 1, 1)`;
const digitAt = (text: string, position: number) => `substr(${text}, ${position}, 1)::int`;
const doubledDigitSum = (text: string, position: number) =>
  `((2 * ${digitAt(text, position)}) / 10 + (2 * ${digitAt(text, position)}) % 10)`;
/** CIF control digit for letters A/B (sum of even digits + digit sums of doubled odd digits). */
const cifControl = (digits: string) =>
  `((10 - ((${digitAt(digits, 2)} + ${digitAt(digits, 4)} + ${digitAt(digits, 6)} + ${[1, 3, 5, 7]
    .map((position) => doubledDigitSum(digits, position))
    .join(' + ')}) % 10)) % 10)::text`;

/** Customer estado by a uniform draw: 60% never worked (40% have ≥1 attention), 15% an offer. */
const ESTADO_CUTS = { nuevo: 0.6, agendado: 0.72, noInteresado: 0.85, oferta: 0.925 } as const;

export interface CustomerSqlOptions {
  customers: number;
  /** 1000 tenant indexes (1-based) in proportion to each tenant's weight. */
  slots: number[];
  /** Rows of bench_postal_codes: the first `bigCityCodes` are the big cities' codes. */
  postalCodes: number;
  bigCityCodes: number;
  /** The identity sequence of clientes.id (ids are drawn first so documents can derive from them). */
  idSequence: string;
}

/** Temporary tables the statements below join: tenants (with account and origin ids), postal codes. */
export const CREATE_TEMP_TABLES = [
  `CREATE TEMP TABLE bench_tenants (idx int PRIMARY KEY, tenant_id int NOT NULL, comerciales int[] NOT NULL,
     origenes int[] NOT NULL) ON COMMIT DROP`,
  `CREATE TEMP TABLE bench_postal_codes (idx int PRIMARY KEY, cp text NOT NULL, localidad text NOT NULL) ON COMMIT DROP`,
];

export function insertCustomersSql(options: CustomerSqlOptions): string {
  const slots = `(ARRAY[${options.slots.join(',')}]::int[])`;
  const span = `interval '730 days'`;
  // Layer 1 draws every random number once per row (volatile: PostgreSQL never flattens it).
  const draws = `
    SELECT g, nextval(${lit(options.idSequence)}::regclass) AS id,
      ${slots}[${pick(options.slots.length, 'random()')}] AS t_idx,
      CASE WHEN random() < 0.55 THEN ${pick(options.bigCityCodes, 'random()')}
           ELSE ${pick(options.postalCodes, 'random()')} END AS cp_idx,
      random() AS u_estado, random() AS u_doc, random() AS u_seg, random() AS u_isp, random() AS u_email,
      random() AS u_dir, random() AS u_com, random() AS u_com2, random() AS u_orig, random() AS u_orig2,
      random() AS u_touch, random() AS u_upd, random() AS u_fc, random() AS u_notes, random() AS u_jitter,
      ${pick(NOMBRES.length, 'random()')} AS i_nombre,
      ${pick(APELLIDOS.length, 'random()', 1.6)} AS i_ap1,
      ${pick(APELLIDOS.length, 'random()', 1.6)} AS i_ap2,
      ${pick(ACTIVIDADES_EMPRESA.length, 'random()')} AS i_act,
      ${pick(FORMAS_EMPRESA.length, 'random()')} AS i_forma,
      ${pick(TIPOS_VIA.length, 'random()')} AS i_via,
      ${pick(NOMBRES_VIA.length, 'random()')} AS i_nvia,
      ${pick(NOTAS_CLIENTE.length, 'random()')} AS i_nota,
      ${pick(RAZONES_NO_INTERESADO.length, 'random()')} AS i_razon,
      ${pick(DOMINIOS_EMAIL.length, 'random()')} AS i_dom,
      (1 + floor(random() * 140))::int AS portal
    FROM generate_series(1, ${options.customers}) AS g`;
  // Layer 2: the row's kind (estado, document type) and its dates.
  const shaped = `
    SELECT d.*, t.tenant_id, t.comerciales, t.origenes, p.cp, p.localidad,
      CASE WHEN u_estado < ${ESTADO_CUTS.nuevo} THEN 'NUEVO'
           WHEN u_estado < ${ESTADO_CUTS.agendado} THEN 'AGENDADO'
           WHEN u_estado < ${ESTADO_CUTS.noInteresado} THEN 'NO_INTERESADO'
           WHEN u_estado < ${ESTADO_CUTS.oferta} THEN 'OFERTA' ELSE 'VENDIDO' END AS estado,
      CASE WHEN u_doc < 0.08 THEN NULL WHEN u_doc < 0.80 THEN 'DNI' WHEN u_doc < 0.94 THEN 'NIE' ELSE 'CIF' END
        AS tipo_documento,
      -- Newer ids were created later (ids grow with time), spread over the last two years.
      least(now() - ${span} + ${span} * (g::float8 / ${options.customers}) + interval '6 hours' * u_jitter, now())
        AS created_on
    FROM (${draws}) d
    JOIN bench_tenants t ON t.idx = d.t_idx
    JOIN bench_postal_codes p ON p.idx = d.cp_idx`;
  const nombre = `${textArray(NOMBRES)}[i_nombre]`;
  const ap1 = `${textArray(APELLIDOS)}[i_ap1]`;
  const ap2 = `${textArray(APELLIDOS)}[i_ap2]`;
  const ascii = (text: string) => `translate(lower(${text}), 'áéíóúñü', 'aeiounu')`;
  const dni = `((id * 48271 + 12345) % 100000000)`;
  const nie = `((id * 48271 + 777) % 30000000)`;
  const cifDigits = `lpad(((id * 48271 + 55) % 10000000)::text, 7, '0')`;
  const updatedOn = `CASE WHEN estado = 'NUEVO' AND u_touch < 0.7 THEN created_on
                          ELSE created_on + (now() - created_on) * u_upd END`;
  return `
    INSERT INTO clientes (id, tenant_id, nombre, documento, tipo_documento, email, origen_bbdd_id, segmento,
      isp_actual, razon_no_interesado, direccion, cp, localidad, fecha_contacto, comercial_id, notas, estado,
      created_on, updated_on)
    OVERRIDING SYSTEM VALUE
    SELECT id, tenant_id,
      CASE WHEN tipo_documento = 'CIF'
        THEN ${textArray(ACTIVIDADES_EMPRESA)}[i_act] || ' ' || ${ap1} || ' ' || ${textArray(FORMAS_EMPRESA)}[i_forma]
        ELSE ${nombre} || ' ' || ${ap1} || ' ' || ${ap2} END,
      CASE tipo_documento
        WHEN 'DNI' THEN lpad(${dni}::text, 8, '0') || ${letterOf(dni)}
        WHEN 'NIE' THEN substr('XYZ', (${nie} / 10000000)::int + 1, 1) || lpad((${nie} % 10000000)::text, 7, '0')
                        || ${letterOf(nie)}
        WHEN 'CIF' THEN CASE WHEN id % 3 = 0 THEN 'A' ELSE 'B' END || ${cifDigits} || ${cifControl(cifDigits)}
      END,
      tipo_documento,
      CASE WHEN u_email < 0.12 THEN NULL
           ELSE ${ascii(nombre)} || '.' || ${ascii(ap1)} || (id % 997)::text || '@' || ${textArray(DOMINIOS_EMAIL)}[i_dom]
      END,
      CASE WHEN u_orig < 0.15 THEN NULL ELSE origenes[(1 + floor(u_orig2 * array_length(origenes, 1)))::int] END,
      CASE WHEN tipo_documento = 'CIF' OR u_seg < 0.12 THEN 'NEGOCIOS' ELSE 'PARTICULAR' END,
      CASE WHEN u_isp < 0.05 THEN NULL ELSE ${weighted(ISPS, '((u_isp - 0.05) / 0.95)')} END,
      CASE WHEN estado = 'NO_INTERESADO' THEN ${textArray(RAZONES_NO_INTERESADO)}[i_razon] END,
      CASE WHEN u_dir < 0.03 THEN NULL
           ELSE ${textArray(TIPOS_VIA)}[i_via] || ' ' || ${textArray(NOMBRES_VIA)}[i_nvia] || ', ' || portal
                || CASE WHEN u_dir < 0.5 THEN ', ' || (1 + portal % 8) || 'º ' || substr('ABCD', 1 + portal % 4, 1)
                        ELSE '' END
      END,
      cp, localidad,
      CASE WHEN estado = 'NUEVO' AND u_fc < 0.5 THEN NULL
           ELSE ((${updatedOn}) AT TIME ZONE 'Europe/Madrid')::date END,
      -- 20% unassigned; the rest skewed towards the first commercial (the bench's login).
      CASE WHEN u_com < 0.2 THEN NULL
           ELSE comerciales[(1 + floor(power(u_com2, 1.3) * array_length(comerciales, 1)))::int] END,
      CASE WHEN u_notes < 0.25 THEN ${textArray(NOTAS_CLIENTE)}[i_nota] END,
      estado, created_on, ${updatedOn}
    FROM (${shaped}) s`;
}

/** 1–2 phones each: a mobile (6/7) for everyone, a landline (9) for 30%. Unique per id. */
export const INSERT_PHONES_SQL = `
  INSERT INTO telefonos_cliente (tenant_id, cliente_id, telefono, orden)
  SELECT c.tenant_id, c.id,
    CASE WHEN c.id % 7 = 0 THEN '7' ELSE '6' END || lpad(((c.id::bigint * 7919 + 1234567) % 100000000)::text, 8, '0'), 0
  FROM clientes c WHERE c.tenant_id IN (SELECT tenant_id FROM bench_tenants)
  UNION ALL
  SELECT c.tenant_id, c.id, '9' || lpad(((c.id::bigint * 7919 + 7654321) % 100000000)::text, 8, '0'), 1
  FROM clientes c WHERE c.tenant_id IN (SELECT tenant_id FROM bench_tenants) AND random() < 0.3`;

/**
 * Every worked customer (estado ≠ NUEVO) gets 1–3 attentions; the last one, dated at the
 * customer's updated_on, is the outcome its estado says (agendado, no interesado, oferta).
 */
export const INSERT_ATENCIONES_SQL = `
  INSERT INTO atenciones (tenant_id, cliente_id, comercial_id, tipo, estado, fecha_contacto, notas, tipo_llamada,
    fecha_agendado, razon_no_interesado, tipo_no_interesado, created_on, updated_on)
  SELECT tenant_id, cliente_id, comercial_id, tipo, estado, at, notas, tipo_llamada, fecha_agendado,
    razon_no_interesado, tipo_no_interesado, at, at
  FROM (
    SELECT s.tenant_id, s.id AS cliente_id, s.comercial_id,
      CASE WHEN k < s.n THEN 'AGENDADO'
           WHEN s.estado = 'AGENDADO' THEN 'AGENDADO'
           WHEN s.estado = 'NO_INTERESADO' THEN 'NO_INTERESADO' ELSE 'OFERTA' END AS tipo,
      CASE WHEN k = s.n AND s.estado = 'AGENDADO' THEN 'PENDIENTE' ELSE 'REALIZADO' END AS estado,
      CASE WHEN k = s.n THEN s.updated_on
           ELSE s.created_on + (s.updated_on - s.created_on) * ((k - 1 + random()) / s.n) END AS at,
      CASE WHEN random() < 0.3 THEN ${textArray(NOTAS_CLIENTE)}[${pick(NOTAS_CLIENTE.length, 'random()')}] END AS notas,
      CASE WHEN random() < 0.8 THEN 'Saliente' ELSE 'Entrante' END AS tipo_llamada,
      CASE WHEN k < s.n OR s.estado = 'AGENDADO'
           THEN date_trunc('hour', s.updated_on + interval '1 day' * (1 + floor(random() * 14))) END AS fecha_agendado,
      CASE WHEN k = s.n AND s.estado = 'NO_INTERESADO' THEN s.razon_no_interesado END AS razon_no_interesado,
      CASE WHEN k = s.n AND s.estado = 'NO_INTERESADO'
           THEN CASE WHEN random() < 0.6 THEN 'Definitivo' ELSE 'Temporal' END END AS tipo_no_interesado
    FROM (
      SELECT c.*, CASE WHEN random() < 0.5 THEN 1 WHEN random() < 0.7 THEN 2 ELSE 3 END AS n
      FROM clientes c
      WHERE c.tenant_id IN (SELECT tenant_id FROM bench_tenants) AND c.estado <> 'NUEVO'
    ) s
    CROSS JOIN LATERAL generate_series(1, s.n) AS k
  ) a`;

/** One offer per OFERTA attention: sold customers (VENDIDO) hold an activated one (4 or 6). */
export const INSERT_OFERTAS_SQL = `
  INSERT INTO ofertas (tenant_id, atencion_id, cliente_id, estado, tipo_oferta, isp, tipo_iva, precio_anterior,
    precio_total, numero_comercial, notas, fecha_venta, created_on, updated_on)
  SELECT tenant_id, atencion_id, cliente_id, estado, tipo_oferta, isp, tipo_iva, precio_anterior, precio_total,
    numero_comercial, notas,
    CASE WHEN estado IN (4, 6) THEN least(at + interval '1 hour' * floor(random() * 240), now()) END,
    at, at
  FROM (
    SELECT a.tenant_id, a.id AS atencion_id, a.cliente_id, a.updated_on AS at,
      CASE WHEN c.estado = 'VENDIDO' THEN (ARRAY[4, 4, 4, 6])[${pick(4, 'random()')}]
           ELSE (ARRAY[1, 1, 2, 2, 2, 3, 3, 5, 7])[${pick(9, 'random()')}] END::smallint AS estado,
      ${pickFrom(TIPOS_OFERTA, 'random()')} AS tipo_oferta,
      ${weighted(ISPS.slice(0, 5), 'random()')} AS isp,
      CASE WHEN c.segmento = 'NEGOCIOS' THEN 'SIN IVA' ELSE 'CON IVA' END AS tipo_iva,
      round((30 + random() * 80)::numeric, 2) AS precio_anterior,
      round((25 + random() * 70)::numeric, 2) AS precio_total,
      CASE WHEN random() < 0.2 THEN '6' || lpad((floor(random() * 100000000))::text, 8, '0') END AS numero_comercial,
      CASE WHEN random() < 0.2 THEN 'Enviar contrato por correo' END AS notas
    FROM atenciones a
    JOIN clientes c ON c.tenant_id = a.tenant_id AND c.id = a.cliente_id
    WHERE a.tenant_id IN (SELECT tenant_id FROM bench_tenants) AND a.tipo = 'OFERTA'
  ) o`;

/** 1–3 package lines per offer with the contract fields the list's contract filters read. */
export const INSERT_PAQUETES_SQL = `
  INSERT INTO paquetes (tenant_id, oferta_id, cliente_id, estado, tipo_venta, tipo_linea, tarifa_id, tarifa_nombre,
    month_price, cross_sell, isp, segmento, tariff_category, servicios, permanence_end, estado_servicio,
    package_id, sfid, order_id, created_on, updated_on)
  SELECT tenant_id, oferta_id, cliente_id, estado, tipo_venta, tipo_linea, tarifa, tarifas[tarifa],
    round((10 + random() * 60)::numeric, 2), random() < 0.1, isp, segmento, categorias[tarifa],
    servicios[tarifa]::text[],
    CASE WHEN fecha_venta IS NOT NULL
         THEN (fecha_venta AT TIME ZONE 'Europe/Madrid')::date + interval '1 month' * (CASE WHEN random() < 0.6 THEN 12 ELSE 24 END) END,
    CASE WHEN estado = 'ACTIVO' THEN CASE WHEN random() < 0.9 THEN 'ACTIVO' ELSE 'SUSPENDIDO' END
         WHEN estado = 'CANCELADO' THEN 'BAJA' END,
    'PK' || (oferta_id::bigint * 10 + k), 'a0X' || substr(md5((oferta_id::bigint * 10 + k)::text), 1, 15),
    CASE WHEN fecha_venta IS NOT NULL THEN (100000000 + oferta_id::bigint * 10 + k)::text END,
    created_on, created_on
  FROM (
    SELECT o.tenant_id, o.id AS oferta_id, o.cliente_id, o.fecha_venta, o.isp, o.created_on, c.segmento, k,
      ${textArray(TARIFAS.map(([name]) => name))} AS tarifas,
      ${textArray(TARIFAS.map(([, category]) => category))} AS categorias,
      ${textArray(TARIFAS.map(([, , services]) => services))} AS servicios,
      ${pick(TARIFAS.length, 'random()')} AS tarifa,
      CASE WHEN o.estado IN (4, 6) THEN CASE WHEN random() < 0.92 THEN 'ACTIVO' ELSE 'CANCELADO' END
           WHEN o.estado IN (3, 7) THEN 'CANCELADO' ELSE 'VUELO' END AS estado,
      CASE WHEN random() < 0.7 THEN 'PORTABILIDAD' ELSE 'ALTA' END AS tipo_venta,
      CASE WHEN k = 1 THEN 'LINEA_PRINCIPAL' ELSE 'LINEA_ADICIONAL' END AS tipo_linea
    FROM (
      SELECT o.*, 1 + (random() < 0.35)::int + (random() < 0.15)::int AS n FROM ofertas o
      WHERE o.tenant_id IN (SELECT tenant_id FROM bench_tenants)
    ) o
    JOIN clientes c ON c.tenant_id = o.tenant_id AND c.id = o.cliente_id
    CROSS JOIN LATERAL generate_series(1, o.n) AS k
  ) p`;

export const LOADED_TABLES = ['clientes', 'telefonos_cliente', 'atenciones', 'ofertas', 'paquetes'] as const;

/** Secondary indexes of the loaded tables (not those backing constraints): dropped, loaded, rebuilt. */
export const SECONDARY_INDEXES_SQL = `
  SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
  FROM pg_index i
  JOIN pg_class t ON t.oid = i.indrelid
  WHERE t.relnamespace = 'public'::regnamespace
    AND t.relname IN (${LOADED_TABLES.map(lit).join(', ')})
    AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
  ORDER BY t.relname, 1`;
