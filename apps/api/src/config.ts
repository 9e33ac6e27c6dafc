import { z } from 'zod';
import {
  PROVEEDORES,
  SLUG_PATTERN,
  SLUGS_POR_DEFECTO,
  type Proveedor,
} from '@ventas/domain/proveedores/proveedores';

// The only place that reads process.env (style.md §7): validated once, failing fast and clearly.
const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * The operator credentials' AES-256 key as its environment variables carry it: 32 bytes in
 * standard base64 (`openssl rand -base64 32`). Null for anything else, so a typo fails at start-up
 * instead of at the first reveal.
 */
export function decodeCredentialsKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed) || trimmed.length % 4 !== 0) return null;
  const bytes = Buffer.from(trimmed, 'base64');
  return bytes.length === 32 ? bytes : null;
}

const credentialsKeySchema = (name: string) =>
  z
    .string()
    .refine(
      (value) => decodeCredentialsKey(value) !== null,
      `${name} debe ser una clave de 32 bytes en base64 (genere una con: openssl rand -base64 32)`,
    );

/**
 * Issue 30: `none`, the API talks to PostgreSQL itself and keeps statements prepared per connection
 * (decision 56); `transaction`, a transaction pooler hands each transaction any server connection,
 * so nothing may outlive a transaction: statements go unnamed.
 */
export const DATABASE_POOLERS = ['none', 'transaction'] as const;

/**
 * Issue 30: `database`, every replica serves every file (PostgreSQL); `disk`, the files stay in
 * DATA_DIR: the embedded PGlite belongs to one process, runs no autovacuum for the parts of
 * deleted files, and stored a 16 MB file in seconds and ~70 MB of memory (decision 225).
 */
export const FILE_STORAGES = ['database', 'disk'] as const;
export type FileStorage = (typeof FILE_STORAGES)[number];
export type DatabasePooler = (typeof DATABASE_POOLERS)[number];

/** Who may read the OpenAPI document and its reference at /api/docs (docs/decisions/). */
export const API_DOCS_MODES = ['public', 'admin', 'off'] as const;
export type ApiDocsMode = (typeof API_DOCS_MODES)[number];

/** Who may read GET /metrics (docs/decisions/): anyone, the scraper holding METRICS_TOKEN, or nobody. */
export const METRICS_MODES = ['public', 'token', 'off'] as const;
/** Issue 31 §3: whether a distributor's SMTP server may be on the API's own networks. */
export const SMTP_INTERNAL_HOSTS = ['refuse', 'allow'] as const;
export type SmtpInternalHosts = (typeof SMTP_INTERNAL_HOSTS)[number];
export type MetricsMode = (typeof METRICS_MODES)[number];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().optional(),
  /** Issue 30: `transaction` when a transaction pooler (PgBouncer) stands before DATABASE_URL. */
  DATABASE_POOLER: z.enum(DATABASE_POOLERS).default('none'),
  /** Issue 30: a hot standby of DATABASE_URL; Gerencia, statistics and the big exports read there. */
  READ_DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Issue 30: where exports and uploads live; unset, `database` with DATABASE_URL, else `disk`. */
  FILE_STORAGE: z.enum(FILE_STORAGES).optional(),
  /** The browser the PDFs are rendered with; scripts/start.mjs and test.mjs set it. */
  CHROMIUM_PATH: z.string().min(1).optional(),
  DEFAULT_TENANT: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('demo'),
  /** Unset: the demo is seeded unless the start is a production one (Config.production). */
  SEED_DEMO: booleanFlag.optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET necesita al menos 32 caracteres').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  LOGIN_MAX_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(30),
  LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().positive().default(10),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  API_DOCS: z.enum(API_DOCS_MODES).optional(),
  /** Issue 28: unset, `token` when METRICS_TOKEN is set, else `off` in production and `public` elsewhere. */
  METRICS: z.enum(METRICS_MODES).optional(),
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN necesita al menos 32 caracteres').optional(),
  /** Issue 28, the stop on SIGTERM: readiness fails this long before the listener closes (5 s in production). */
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /** The whole stop's limit; connections still open then are cut. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
  /** The platform distributor's subdomain: its SuperAdmins manage every distributor (decision 134). */
  PLATFORM_TENANT: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('admin'),
  /** AES-256 key of the operator credentials, 32 bytes in base64; unset: generated in DATA_DIR. */
  CREDENTIALS_KEY: credentialsKeySchema('CREDENTIALS_KEY').optional(),
  /** Only for `npm run credentials:rotate`: the key every credential is re-encrypted under. */
  CREDENTIALS_NEW_KEY: credentialsKeySchema('CREDENTIALS_NEW_KEY').optional(),
  /** Days a deleted distributor's data is kept (for its export) before the erasure job removes it. */
  TENANT_PURGE_GRACE_DAYS: z.coerce.number().min(0).max(3650).default(30),
  /** Issue 18: each provider's base URL; unset, its calls answer "no disponible" (npm start sets the simulator's). */
  PROVIDER_B_URL: z.string().url().optional(),
  PROVIDER_C_URL: z.string().url().optional(),
  PROVIDER_D_URL: z.string().url().optional(),
  /** The path segment in place of SPEC §7's `{provider_b}`… (decision 165). */
  PROVIDER_B_SLUG: z.string().regex(SLUG_PATTERN).default(SLUGS_POR_DEFECTO.b),
  PROVIDER_C_SLUG: z.string().regex(SLUG_PATTERN).default(SLUGS_POR_DEFECTO.c),
  PROVIDER_D_SLUG: z.string().regex(SLUG_PATTERN).default(SLUGS_POR_DEFECTO.d),
  /** One attempt's limit; a read is tried PROVIDER_RETRIES more times with back-off. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(6000),
  PROVIDER_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  /** Consecutive failures that open a provider's circuit for one distributor, and for how long. */
  PROVIDER_BREAKER_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  PROVIDER_BREAKER_OPEN_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** Unset: `refuse` in production, `allow` elsewhere (a mail catcher on the developer's machine). */
  SMTP_INTERNAL_HOSTS: z.enum(SMTP_INTERNAL_HOSTS).optional(),
  /** How long a coverage answer is reused for the same normalised address. */
  COVERAGE_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 86_400)
    .default(6 * 3600),
});

/** Issue 18: where each provider is and how its calls are guarded (decision 169). */
export interface ProvidersConfig {
  urls: Record<Proveedor, string | undefined>;
  slugs: Record<Proveedor, string>;
  timeoutMs: number;
  retries: number;
  breakerFailures: number;
  breakerOpenMs: number;
  coverageCacheSeconds: number;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  /** Unset: embedded PGlite in `dataDir` (or in memory when dataDir is null). */
  databaseUrl: string | undefined;
  /** What stands between the API and DATABASE_URL (db/open-database.ts). */
  databasePooler: DatabasePooler;
  /** The standby the reads that may lag go to (db/lagging-reads); unset, the primary serves them. */
  readDatabaseUrl: string | undefined;
  /** Where exports and uploads live (jobs/export-files.ts). */
  fileStorage: FileStorage;
  dataDir: string | null;
  defaultTenant: string;
  /**
   * Issue 28: a production start never seeds the demo and refuses accounts that still have its
   * password. NODE_ENV=production, or DATABASE_URL without SEED_DEMO.
   */
  production: boolean;
  seedDemo: boolean;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  loginMaxPerIpPerMinute: number;
  loginMaxFailuresPerUsername: number;
  bodyLimitBytes: number;
  /** Unset: the first Debian Chromium present (pdf/chromium-path.ts). */
  chromiumPath: string | undefined;
  webDistDir: string | null;
  /** Default: `public` when the demo is seeded, else `admin` (bearer token, Admin and above). */
  apiDocs: ApiDocsMode;
  /** GET /metrics: who may read it, and the scraper's bearer token in `token` mode. */
  metrics: { mode: MetricsMode; token: string | undefined };
  /** The drain on SIGTERM (http/graceful-stop.ts). */
  shutdown: { drainDelayMs: number; graceMs: number };
  platformTenant: string;
  /** Unset: server.ts generates one in dataDir (embedded) or refuses to start (PostgreSQL). */
  credentialsKey: string | undefined;
  /** The rotation command's target key (CREDENTIALS_NEW_KEY); the server ignores it. */
  credentialsNewKey: string | undefined;
  tenantPurgeGraceDays: number;
  providers: ProvidersConfig;
  /** A distributor's SMTP server on a loopback, private or link-local address (features/correo). */
  smtpInternalHosts: SmtpInternalHosts;
};

/** A scraper cannot sign in, so outside `public` it needs the token; production is closed by default. */
function metricsMode(e: z.infer<typeof envSchema>, production: boolean): MetricsMode {
  if (e.METRICS === 'token' && !e.METRICS_TOKEN)
    throw new Error('Configuración no válida: METRICS=token necesita METRICS_TOKEN');
  if (e.METRICS) return e.METRICS;
  if (e.METRICS_TOKEN) return 'token';
  return production ? 'off' : 'public';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuración no válida: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const production =
    e.NODE_ENV === 'production' || (e.DATABASE_URL !== undefined && e.SEED_DEMO === undefined);
  if (production && e.SEED_DEMO === true)
    throw new Error(
      'Configuración no válida: SEED_DEMO=true no se admite en producción (NODE_ENV=production)',
    );
  const seedDemo = e.SEED_DEMO ?? !production;
  if (e.READ_DATABASE_URL && !e.DATABASE_URL)
    throw new Error(
      'Configuración no válida: READ_DATABASE_URL necesita DATABASE_URL (la base de datos embebida no tiene réplica de lectura)',
    );
  const slugs = { b: e.PROVIDER_B_SLUG, c: e.PROVIDER_C_SLUG, d: e.PROVIDER_D_SLUG };
  // Each slug names one provider's routes, beside /api/scraping/claves/ and /proveedores/.
  const reservados = ['claves', 'proveedores'];
  if (PROVEEDORES.some((p) => reservados.includes(slugs[p])))
    throw new Error('Configuración no válida: PROVIDER_*_SLUG no puede ser claves ni proveedores');
  if (new Set(PROVEEDORES.map((p) => slugs[p])).size !== PROVEEDORES.length)
    throw new Error(
      'Configuración no válida: PROVIDER_B_SLUG, PROVIDER_C_SLUG y PROVIDER_D_SLUG deben ser distintos',
    );
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    databasePooler: e.DATABASE_POOLER,
    readDatabaseUrl: e.READ_DATABASE_URL,
    fileStorage: e.FILE_STORAGE ?? (e.DATABASE_URL ? 'database' : 'disk'),
    dataDir: e.DATA_DIR,
    defaultTenant: e.DEFAULT_TENANT,
    production,
    seedDemo,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    loginMaxPerIpPerMinute: e.LOGIN_MAX_PER_IP_PER_MINUTE,
    loginMaxFailuresPerUsername: e.LOGIN_MAX_FAILURES_PER_USERNAME,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    chromiumPath: e.CHROMIUM_PATH,
    webDistDir: e.WEB_DIST_DIR,
    apiDocs: e.API_DOCS ?? (seedDemo ? 'public' : 'admin'),
    metrics: { mode: metricsMode(e, production), token: e.METRICS_TOKEN },
    shutdown: {
      drainDelayMs: e.SHUTDOWN_DRAIN_DELAY_MS ?? (production ? 5000 : 0),
      graceMs: e.SHUTDOWN_GRACE_MS,
    },
    platformTenant: e.PLATFORM_TENANT,
    credentialsKey: e.CREDENTIALS_KEY?.trim(),
    credentialsNewKey: e.CREDENTIALS_NEW_KEY?.trim(),
    tenantPurgeGraceDays: e.TENANT_PURGE_GRACE_DAYS,
    providers: {
      urls: { b: e.PROVIDER_B_URL, c: e.PROVIDER_C_URL, d: e.PROVIDER_D_URL },
      slugs,
      timeoutMs: e.PROVIDER_TIMEOUT_MS,
      retries: e.PROVIDER_RETRIES,
      breakerFailures: e.PROVIDER_BREAKER_FAILURES,
      breakerOpenMs: e.PROVIDER_BREAKER_OPEN_MS,
      coverageCacheSeconds: e.COVERAGE_CACHE_SECONDS,
    },
    smtpInternalHosts: e.SMTP_INTERNAL_HOSTS ?? (production ? 'refuse' : 'allow'),
  };
}
