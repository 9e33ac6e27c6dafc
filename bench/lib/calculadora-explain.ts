/**
 * `--explain-ms N`: for the run, every statement of the API slower than N ms has its plan
 * (EXPLAIN ANALYZE, BUFFERS; no per-node timing, which costs more than these queries) written to
 * the PostgreSQL server log by auto_explain, set on the benchmark's database only and reset after.
 * The API's connections made after the setting load it (the server starts after).
 */
import pg from 'pg';

const SETTINGS: Record<string, string> = {
  session_preload_libraries: 'auto_explain',
  'auto_explain.log_analyze': 'on',
  'auto_explain.log_buffers': 'on',
  'auto_explain.log_timing': 'off',
};

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function autoExplain(databaseUrl: string, minMs: number | null): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const settings = { ...SETTINGS, 'auto_explain.log_min_duration': String(minMs ?? 0) };
    for (const [setting, value] of Object.entries(settings)) {
      await client.query(
        minMs === null
          ? `ALTER DATABASE ${quoteIdent(name)} RESET ${setting}`
          : `ALTER DATABASE ${quoteIdent(name)} SET ${setting} = '${value}'`,
      );
    }
  } finally {
    await client.end();
  }
}
