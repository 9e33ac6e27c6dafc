import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Readiness, ReadinessCheck } from '@ventas/domain/health/health-contract';
import { parsedRows, type Database } from '../../db/database';
import type { Drain } from '../../http/graceful-stop';
import { isExecutable, resolveChromiumPath } from '../../pdf/chromium-path';

/** The probe answers within this even if the database does not: give the probe a longer time-out. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

export interface ReadinessDeps {
  database: Database;
  drain: Drain;
  /** CHROMIUM_PATH; unset, the Debian binaries the engine looks for. */
  chromiumPath: string | undefined;
  /** The committed migrations (db/open-database.ts MIGRATIONS_FOLDER). */
  migrationsFolder: string;
}

type Result = Readiness['checks'][number];
const passed = (check: ReadinessCheck, detail: string): Result => ({ check, ok: true, detail });
const failed = (check: ReadinessCheck, detail: string): Result => ({ check, ok: false, detail });

/** The migrations drizzle's migrator applies, by the `when` it records as `created_at`. */
interface CommittedMigration {
  tag: string;
  when: number;
}

function committedMigrations(folder: string): CommittedMigration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: CommittedMigration[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** `created_at` is a bigint: text from node-postgres, a number from PGlite. */
const MIGRATION_ROW = z.object({ created_at: z.union([z.string(), z.number()]) });

/**
 * One query answers both database checks: the migrator's own table, read as the owner (the
 * application role is not granted the `drizzle` schema). It compares by `created_at`, as the
 * migrator decides what to apply.
 */
async function databaseChecks(deps: ReadinessDeps): Promise<Result[]> {
  let applied: Set<number>;
  try {
    const result = await withTimeout(
      deps.database.owner.execute(sql`SELECT created_at FROM drizzle.__drizzle_migrations`),
      READY_CHECK_TIMEOUT_MS,
    );
    applied = new Set(parsedRows(result, MIGRATION_ROW).map((row) => Number(row.created_at)));
  } catch {
    return [
      failed('base-de-datos', `La base de datos no responde (límite ${READY_CHECK_TIMEOUT_MS / 1000} s).`),
      failed('migraciones', 'No se pueden comprobar las migraciones sin base de datos.'),
    ];
  }
  const committed = committedMigrations(deps.migrationsFolder);
  const missing = committed.filter((migration) => !applied.has(migration.when)).map((m) => m.tag);
  return [
    passed('base-de-datos', 'La base de datos responde.'),
    missing.length === 0
      ? passed('migraciones', `Las ${committed.length} migraciones están aplicadas.`)
      : failed(
          'migraciones',
          `${missing.length === 1 ? 'Falta 1 migración' : `Faltan ${missing.length} migraciones`} por aplicar: ${missing.join(', ')}.`,
        ),
  ];
}

/**
 * Up or able to start, as the binary the engine launches (a running browser was launched from
 * it). Not a live browser: the engine starts Chromium on the first PDF, and only traffic makes it
 * try again after a failed launch, so requiring one would keep an idle replica out of the
 * balancer for good. A missing binary is what no retry fixes.
 */
function pdfCheck(chromiumPath: string | undefined): Result {
  const binary = resolveChromiumPath(chromiumPath);
  return binary !== null && isExecutable(binary)
    ? passed('motor-pdf', `El motor de PDF tiene Chromium (${binary}).`)
    : failed('motor-pdf', 'No hay Chromium para generar los PDF: instálelo o indique CHROMIUM_PATH.');
}

/** GET /api/health/ready's answer. While draining nothing else is asked: the database is closing. */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  if (deps.drain.started) {
    const stopping = failed('servicio', 'El servidor se está deteniendo y no acepta trabajo nuevo.');
    return { status: 'no-preparado', detail: `No preparado: ${stopping.detail}`, checks: [stopping] };
  }
  const checks = [
    passed('servicio', 'En servicio.'),
    ...(await databaseChecks(deps)),
    pdfCheck(deps.chromiumPath),
  ];
  const failures = checks.filter((check) => !check.ok);
  return failures.length === 0
    ? { status: 'ok', detail: 'Preparado.', checks }
    : {
        status: 'no-preparado',
        detail: `No preparado: ${failures.map((check) => check.detail).join(' ')}`,
        checks,
      };
}
