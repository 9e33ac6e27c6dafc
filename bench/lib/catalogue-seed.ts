/**
 * The catalogue benchmark's tenant: 5,000 tariffs over 5 operators, 2 segments and 4 categories
 * (500 per operator and segment, 90 % active), each linked to 3 promotions, 2 additional lines and
 * 2 SVAs of its operator; 2,000 terminals with 10 installments each (20,000; DBL's tariffs finance
 * B's terminals); a price history for every priced item (all priced a year ago, 30 % changed
 * since, 5 % with a scheduled change). Every row is made inside the database by
 * `INSERT ... SELECT FROM generate_series` with values derived from ids (no randomness), so a run
 * is repeatable; the same text runs on PostgreSQL and PGlite. Runs as the owner (a loader).
 */
import { sql } from 'drizzle-orm';
import { type Database } from '../../apps/api/src/db/database';
import { rowsOf } from './bench-rows';
import { seedCatalogues } from '../../apps/api/src/db/seed/demo-seed';
import { ensurePlatformData } from '../../apps/api/src/db/seed/platform-data';
import { createAccount, createTenant } from '../../apps/api/src/db/seed/tenant-factory';
import { lit } from './seed-sql';

export const CATALOGUE_TARIFFS = 5_000;
export const CATALOGUE_TERMINALS = 2_000;
const INSTALLMENTS_PER_TERMINAL = 10;
const PROMOTIONS_PER_OPERATOR = 60;
const LINES_PER_OPERATOR_SEGMENT = 20;
const SVAS_PER_OPERATOR_SEGMENT = 15;

const OPERATORS = ['A', 'B', 'C', 'D', 'DBL'];
const TERMINAL_OPERATORS = ['A', 'B', 'C', 'D'];
const SEGMENTS = ['PARTICULAR', 'NEGOCIOS'];
const CATEGORIES = ['fixed_line', 'mobile_fixed_line', 'convergent', 'mobile_line'];
const TARIFF_NAMES: Record<string, string[]> = {
  fixed_line: ['Fibra 300Mb', 'Fibra 600Mb', 'Fibra 1Gb', 'Fibra 10Gb'],
  mobile_fixed_line: ['Fijo + Móvil 20GB', 'Fijo + Móvil 50GB', 'Fijo ilimitado + Móvil ilimitado'],
  convergent: [
    'Fibra 600Mb + Móvil 50GB',
    'Fibra 1Gb + 2 Móviles ilimitados',
    'Fibra 1Gb + Móvil + TV Total',
  ],
  mobile_line: ['Móvil 25GB', 'Móvil 100GB', 'Móvil ilimitado', 'Prepago 15GB'],
};
const BRANDS = [
  'Samsung Galaxy',
  'iPhone',
  'Xiaomi Redmi',
  'Google Pixel',
  'Motorola moto',
  'OPPO Reno',
  'Honor Magic',
];

const textArray = (values: readonly string[]) => `(ARRAY[${values.map(lit).join(',')}]::text[])`;
/** The entry `i` (0-based SQL expression) of a list, cycling. */
const nth = (values: readonly string[], i: string) => `${textArray(values)}[1 + (${i}) % ${values.length}]`;
const quantity = (amount: string, unit: string) =>
  `jsonb_build_object('amount', ${amount}, 'unit', ${lit(unit)})`;

function statements(tenantId: number): Array<[label: string, text: string]> {
  const t = String(tenantId);
  const operatorOf = (g: string) => nth(OPERATORS, g);
  const segmentOf = (g: string) => nth(SEGMENTS, `(${g}) / ${OPERATORS.length}`);
  const fixedInfo = `jsonb_build_object('type', 'Fibra FTTH', 'owners', 1,
      'upload_speed', ${quantity('300 + (g % 4) * 300', 'Mb')}, 'download_speed', ${quantity('300 + (g % 4) * 300', 'Mb')},
      'voice_to_fixed', ${quantity('NULL', 'min')}, 'voice_to_mobile', ${quantity('1000', 'min')})`;
  const mobileInfo = `jsonb_build_object('mobile_line_data', ${quantity('CASE WHEN g % 5 = 0 THEN NULL ELSE 10 * (1 + g % 10) END', 'GB')},
      'mobile_line_voice', ${quantity('NULL', 'min')})`;
  const pool = (table: string, key: string) =>
    `(SELECT ${key}, array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM ${table} WHERE tenant_id = ${t} GROUP BY ${key})`;
  /** `picks` distinct ids of a pool per row: steps coprime with the pool size never repeat. */
  const link = (
    table: string,
    own: string,
    other: string,
    from: string,
    pools: string,
    on: string,
    picks: number,
    step: number,
  ) =>
    `INSERT INTO ${table} (tenant_id, ${own}, ${other})
     SELECT ${t}, x.id, p.ids[1 + ((x.id * 31 + k * ${step}) % p.n)]
     FROM ${from} x JOIN ${pools} p ON ${on} CROSS JOIN generate_series(1, ${picks}) k WHERE x.tenant_id = ${t}`;
  return [
    [
      'promociones',
      `INSERT INTO promociones (tenant_id, name, duration, duration_unit, amount, amount_unit, operator, is_active)
       SELECT ${t}, CASE WHEN g % 2 = 0 THEN (5 + g % 20) || ' € de descuento' ELSE (10 + g % 9 * 10) || ' % de descuento' END
           || ' durante ' || (1 + g % 12) || CASE WHEN g % 7 = 0 THEN ' días' ELSE ' meses' END || ' #' || g,
         1 + g % 12, CASE WHEN g % 7 = 0 THEN 'days' ELSE 'months' END,
         CASE WHEN g % 2 = 0 THEN 5 + g % 20 ELSE 10 + g % 9 * 10 END, CASE WHEN g % 2 = 0 THEN 'MONETARY' ELSE 'PERCENTS' END,
         ${operatorOf('g')}, (g / 5) % 10 <> 9
       FROM generate_series(0, ${PROMOTIONS_PER_OPERATOR * OPERATORS.length - 1}) g`,
    ],
    [
      'adicionales',
      `INSERT INTO adicionales (tenant_id, name, max_number, operator, segment, is_active, mobile_line_info)
       SELECT ${t}, 'Línea adicional ' || (10 * (1 + g % 10)) || 'GB #' || g, 4, ${operatorOf('g')}, ${segmentOf('g')}, (g / 10) % 10 <> 9,
         jsonb_build_object('price', jsonb_build_object('base_fee', round((4 + g % 12 + 0.1234)::numeric, 4)::text),
           'mobile_line_data', ${quantity('10 * (1 + g % 10)', 'GB')}, 'mobile_line_voice', ${quantity('NULL', 'min')})
       FROM generate_series(0, ${LINES_PER_OPERATOR_SEGMENT * OPERATORS.length * SEGMENTS.length - 1}) g`,
    ],
    [
      'svas',
      `INSERT INTO svas (tenant_id, name, more_info, permanence, operator, segment, is_active)
       SELECT ${t}, ${nth(['Netflix Estándar', 'Disney+', 'Paquete Fútbol', 'Seguridad Digital', 'Centralita Virtual'], 'g')} || ' #' || g,
         'Servicio de valor añadido facturado con la tarifa.', CASE WHEN g % 3 = 0 THEN 12 END,
         ${operatorOf('g')}, ${segmentOf('g')}, (g / 10) % 10 <> 9
       FROM generate_series(0, ${SVAS_PER_OPERATOR_SEGMENT * OPERATORS.length * SEGMENTS.length - 1}) g`,
    ],
    [
      'tarifas',
      `INSERT INTO tarifas (tenant_id, name, category, color, commercial_enrichment, payment_type, is_active, operator,
         segment, fixed_line_info, mobile_line_info)
       SELECT ${t}, CASE category ${CATEGORIES.map((category) => `WHEN ${lit(category)} THEN ${nth(TARIFF_NAMES[category]!, 'g / 40')}`).join(' ')} END
           || ' #' || g, category, '#1565c0', 'Sin permanencia.', 'Pospago', (g / 40) % 10 <> 9,
         ${operatorOf('g')}, ${segmentOf('g')},
         CASE WHEN category <> 'mobile_line' THEN ${fixedInfo} END, CASE WHEN category <> 'fixed_line' THEN ${mobileInfo} END
       FROM (SELECT g, c, ${textArray(CATEGORIES)}[c] AS category
             FROM generate_series(0, ${CATALOGUE_TARIFFS - 1}) g,
                  LATERAL (SELECT 1 + (g / ${OPERATORS.length * SEGMENTS.length}) % ${CATEGORIES.length} AS c) k) s`,
    ],
    [
      'seguros',
      `INSERT INTO seguros (tenant_id, name, operator, tramo)
       SELECT ${t}, 'Seguro Móvil ' || ${nth(['Básico', 'Estándar', 'Plus', 'Premium'], 'g')}, ${nth(TERMINAL_OPERATORS, 'g / 4')},
         ${nth(['Hasta 300 €', 'De 300 a 600 €', 'De 600 a 1.000 €', 'Más de 1.000 €'], 'g')}
       FROM generate_series(0, ${TERMINAL_OPERATORS.length * 4 - 1}) g`,
    ],
    [
      'terminales',
      `INSERT INTO terminales (tenant_id, name, brand, description, seguro_id, devices, operator, is_active)
       SELECT ${t}, ${nth(BRANDS, 'g')} || ' ' || (10 + g % 90) || ' ' || (64 << (g % 4)) || 'GB #' || g,
         split_part(${nth(BRANDS, 'g')}, ' ', 1), 'Pantalla 6,5", 5G.',
         (SELECT s.id FROM seguros s WHERE s.tenant_id = ${t} AND s.operator = ${nth(TERMINAL_OPERATORS, 'g')}
          ORDER BY s.id OFFSET g % 4 LIMIT 1),
         g % 30, ${nth(TERMINAL_OPERATORS, 'g')}, g % 20 <> 19
       FROM generate_series(0, ${CATALOGUE_TERMINALS - 1}) g`,
    ],
    [
      'tarifa_promociones',
      link(
        'tarifa_promociones',
        'tarifa_id',
        'promocion_id',
        'tarifas',
        pool('promociones', 'operator'),
        'p.operator = x.operator',
        3,
        7,
      ),
    ],
    [
      'tarifa_adicionales',
      link(
        'tarifa_adicionales',
        'tarifa_id',
        'adicional_id',
        'tarifas',
        pool('adicionales', 'operator, segment'),
        'p.operator = x.operator AND p.segment = x.segment',
        2,
        7,
      ),
    ],
    [
      'tarifa_svas',
      link(
        'tarifa_svas',
        'tarifa_id',
        'sva_id',
        'tarifas',
        pool('svas', 'operator, segment'),
        'p.operator = x.operator AND p.segment = x.segment',
        2,
        7,
      ),
    ],
    [
      'adicional_promociones',
      link(
        'adicional_promociones',
        'adicional_id',
        'promocion_id',
        'adicionales',
        pool('promociones', 'operator'),
        'p.operator = x.operator',
        1,
        7,
      ),
    ],
    [
      'sva_promociones',
      link(
        'sva_promociones',
        'sva_id',
        'promocion_id',
        'svas',
        pool('promociones', 'operator'),
        'p.operator = x.operator',
        1,
        7,
      ),
    ],
    [
      'installments',
      // 729 is coprime with every pool size here (1,000 tariffs per operator; B's 2,000 with DBL's).
      `INSERT INTO installments (tenant_id, terminal_id, installment_type, object_id, initial_price, month_price, final_price, is_active)
       SELECT ${t}, d.id, 'tarifa', p.ids[1 + ((d.id * 31 + k * 729) % p.n)],
         (d.id % 5) * 10, round((8 + (d.id * 7 + k) % 40 + 0.99)::numeric, 2), CASE WHEN d.id % 3 = 0 THEN 150 ELSE 0 END, true
       FROM terminales d
       JOIN (SELECT CASE operator WHEN 'DBL' THEN 'B' ELSE operator END AS operator, array_agg(id ORDER BY id) AS ids,
                    count(*)::int AS n
             FROM tarifas WHERE tenant_id = ${t} GROUP BY 1) p ON p.operator = d.operator
       CROSS JOIN generate_series(1, ${INSTALLMENTS_PER_TERMINAL}) k WHERE d.tenant_id = ${t}`,
    ],
    ['price_history', priceHistorySql(t)],
  ];
}

/** Every priced item's first price a year ago; 30 % changed since, 5 % with a change to come. */
function priceHistorySql(t: string): string {
  const kinds: Array<[kind: string, table: string, base: number, spread: number, decimals: number]> = [
    ['tarifa', 'tarifas', 10, 90, 2],
    ['adicional', 'adicionales', 4, 12, 4],
    ['sva', 'svas', 2, 28, 2],
    ['seguro', 'seguros', 4, 11, 2],
    ['terminal', 'terminales', 150, 1300, 2],
  ];
  // bigint: ids pass 271,000 (int4's limit over 7919) after a few dozen re-seeds of one database.
  const price = (base: number, spread: number, decimals: number, salt: number) =>
    `round((${base} + ((x.id::bigint * 7919 + ${salt}) % ${spread * 100}) / 100.0 + 0.0037)::numeric, ${decimals})`;
  return `INSERT INTO price_history (tenant_id, content_type, object_id, price, fecha, created_on)
    SELECT ${t}, kind, object_id, price, fecha, least(fecha, now()) FROM (${kinds
      .map(
        ([kind, table, base, spread, decimals]) => `
      SELECT ${lit(kind)} AS kind, x.id AS object_id, ${price(base, spread, decimals, 0)} AS price,
        now() - interval '365 days' AS fecha FROM ${table} x WHERE x.tenant_id = ${t}
      UNION ALL
      SELECT ${lit(kind)}, x.id, ${price(base, spread, decimals, 17)}, now() - interval '1 day' * (1 + x.id % 300)
        FROM ${table} x WHERE x.tenant_id = ${t} AND x.id % 10 < 3
      UNION ALL
      SELECT ${lit(kind)}, x.id, ${price(base, spread, decimals, 31)}, now() + interval '1 day' * (1 + x.id % 60)
        FROM ${table} x WHERE x.tenant_id = ${t} AND x.id % 20 = 7`,
      )
      .join('\n      UNION ALL')}) h`;
}

export interface CatalogueTenant {
  tenantId: number;
  seeded: boolean;
}

/**
 * Creates the tenant (`subdomain`) with an admin, a manager and a comercial (`password`) and its
 * catalogue, unless it exists with its tariffs already.
 */
export async function seedCatalogueTenant(
  database: Database,
  subdomain: string,
  password: string,
  log: (message: string) => void,
): Promise<CatalogueTenant> {
  const db = database.owner;
  const query = async <T>(text: string) => rowsOf<T>(await db.execute(sql.raw(text)));
  const [existing] = await query<{ id: number; tariffs: number }>(
    `SELECT t.id, (SELECT count(*)::int FROM tarifas WHERE tenant_id = t.id) AS tariffs FROM tenants t
     WHERE t.subdomain = ${lit(subdomain)}`,
  );
  if (existing && existing.tariffs > 0) return { tenantId: existing.id, seeded: false };
  if (existing) throw new Error(`${subdomain} exists without its catalogue: drop it or use another --tenant`);
  await ensurePlatformData(database);
  const tenant = await createTenant(database, { name: `Bench catálogo`, subdomain, groups: ['A'] });
  await seedCatalogues(database, tenant.id);
  for (const [username, rol] of [
    ['admin', 2],
    ['manager', 3],
    ['comercial', 4],
  ] as const)
    await createAccount(database, tenant.id, {
      username,
      rol,
      password,
      nombre: username,
      apellidos: 'Bench',
    });
  await db.transaction(async (tx) => {
    for (const [label, text] of statements(tenant.id)) {
      const started = performance.now();
      const result = (await tx.execute(sql.raw(text))) as { rowCount?: number; affectedRows?: number };
      log(
        `${label}: ${result.rowCount ?? result.affectedRows ?? 0} rows, ${((performance.now() - started) / 1000).toFixed(2)} s`,
      );
    }
  });
  // VACUUM too: index-only scans of the link tables need the visibility map a fresh load lacks.
  await db.execute(sql.raw('VACUUM (ANALYZE)'));
  return { tenantId: tenant.id, seeded: true };
}
