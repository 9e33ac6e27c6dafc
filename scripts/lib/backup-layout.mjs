// What a backup folder made by `npm run backup` holds, shared by backup.mjs and restore.mjs.
// Node built-ins only.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './proc.mjs';

/** Raised when the layout changes, so an older restore.mjs refuses a newer backup. */
export const BACKUP_FORMAT = 1;

/** What the copy is: format, engine, date, migrations, server version, export files. */
export const MANIFEST = 'backup.json';
/** PostgreSQL: pg_dump --format=custom of the whole database. */
export const DATABASE_DUMP = 'database.dump';
/** PostgreSQL: the export files of DATA_DIR/exports on the machine the backup ran on. */
export const EXPORTS = 'exports';
/** Embedded (PGlite): DATA_DIR as it was, database, export files and generated secrets. */
export const DATA_DIR_COPY = 'data';

/** A file being written by an export job (jobs/export-files.ts): never copied. */
const PARTIAL_SUFFIX = '.partial';

/** DATA_DIR as the server reads it: relative to the working directory, ./data by default. */
export function dataDir() {
  return path.resolve(process.env.DATA_DIR || 'data');
}

/** A path typed by the user: `npm run` moves to the repository, INIT_CWD is where they were. */
export function userPath(given) {
  return path.resolve(process.env.INIT_CWD || process.cwd(), given);
}

/** The backup folder's default name: the date and time in Madrid (SPEC §9 names files so). */
export function defaultBackupPath(now = new Date()) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const stamp = `${parts.year}${parts.month}${parts.day}-${parts.hour}${parts.minute}${parts.second}`;
  return path.resolve(process.env.INIT_CWD || process.cwd(), 'copias', `ventas-${stamp}`);
}

/**
 * Copies a folder with its files' dates (the export sweep deletes by age) and modes (the embedded
 * secrets are 0600), leaving out files an export job is still writing and keeping any file the
 * target already has; returns how many files it copied.
 */
export function copyTree(from, to) {
  let files = 0;
  fs.cpSync(from, to, {
    recursive: true,
    preserveTimestamps: true,
    force: false,
    filter: (source) => {
      if (source.endsWith(PARTIAL_SUFFIX)) return false;
      if (!fs.statSync(source).isFile()) return true;
      const target = path.join(to, path.relative(from, source));
      if (fs.existsSync(target)) return false;
      files += 1;
      return true;
    },
  });
  return files;
}

/** True when `dir` is missing or an empty folder. */
export function isEmptyDir(dir) {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (error) {
    if (error.code === 'ENOENT') return true;
    throw error;
  }
}

/** The migrations this code knows, oldest first (drizzle's journal). */
export function knownMigrations() {
  const journal = path.join(repoRoot, 'apps/api/src/db/migrations/meta/_journal.json');
  return JSON.parse(fs.readFileSync(journal, 'utf8')).entries.map(({ tag, when }) => ({ tag, when }));
}

export function writeManifest(folder, manifest) {
  const file = path.join(folder, MANIFEST);
  fs.writeFileSync(file, `${JSON.stringify({ format: BACKUP_FORMAT, ...manifest }, null, 2)}\n`, {
    mode: 0o600,
  });
}

/** The manifest of a backup folder; an error that says what is wrong when it is not one. */
export function readManifest(folder) {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST), 'utf8'));
  } catch {
    throw new Error(`${folder} no es una copia de 'npm run backup' (falta ${MANIFEST})`);
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new Error(`La copia tiene el formato ${manifest.format}; este código lee el ${BACKUP_FORMAT}`);
  }
  if (manifest.engine !== 'postgres' && manifest.engine !== 'pglite') {
    throw new Error(`La copia no dice de qué motor es (engine: ${manifest.engine})`);
  }
  return manifest;
}
