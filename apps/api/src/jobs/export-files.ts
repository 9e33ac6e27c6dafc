import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, lt } from 'drizzle-orm';
import { madridFileStamp } from '@ventas/domain/time/madrid';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { ficheroPartes, ficheros } from '../db/schema/ficheros';

import { EXPORT_FORMATS, type ExportFormat } from '@ventas/domain/jobs/export-formats';

export { EXPORT_FORMATS, type ExportFormat };

/** Exports are kept for a day, then the hourly sweep deletes them. */
export const EXPORT_FILE_MAX_AGE_MS = 24 * 3600_000;
export const EXPORT_SWEEP_INTERVAL_MS = 3600_000;

/**
 * The only names the download accepts, e.g. `teletrabajo-20261122-1345-3f9a0c12b4d1.xlsx`: no
 * separator, dot-dot or NUL can get through, and the random part makes names unguessable.
 */
export const EXPORT_FILENAME_PATTERN =
  /^[a-z][a-z0-9]{0,29}(?:-[a-z][a-z0-9]{0,29}){0,3}-\d{8}-\d{4}-[0-9a-f]{12}\.(?:xlsx|json)$/;
export const EXPORT_FILENAME_MAX_LENGTH = 160;

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json; charset=utf-8',
};

const PARTIAL_SUFFIX = '.partial';
/**
 * A file still being written is touched with every batch, and a job is failed after 10 minutes;
 * a `.partial` untouched for longer belongs to a process that died (kill -9) and is deleted by
 * the sweep, which also runs when the server starts.
 */
export const ORPHAN_PARTIAL_AGE_MS = 15 * 60_000;

/** A file being written: invisible to downloads until published. */
export interface PendingExportFile {
  filename: string;
  /** Where to write now (a temporary name beside the final one). */
  path: string;
  publish(): Promise<void>;
  discard(): Promise<void>;
}

/**
 * A stored file found, not opened. `path` is a local copy to read (the database store writes it
 * from the database on `locate`, in this replica's folder); `remove` deletes the file itself.
 */
export interface StoredExportFile {
  path: string;
  size: number;
  contentType: string;
}

export interface ExportDownload extends Omit<StoredExportFile, 'path'> {
  stream: Readable;
}

export interface ExportFiles {
  /** `<dataDir or tmpdir/ventas>/exports`; each tenant has its own folder below it. */
  readonly root: string;
  create(tenantId: number, prefix: string, format: ExportFormat, now?: Date): Promise<PendingExportFile>;
  /** Null when the file does not exist (never written, or swept). */
  locate(tenantId: number, filename: string): Promise<StoredExportFile | null>;
  /**
   * `locate`, then a stream to send. The stream opens lazily: read it or pipe it, never open one
   * only to learn the path (a destroyed stream still opens, and fails uncaught if the file went).
   */
  open(tenantId: number, filename: string): Promise<ExportDownload | null>;
  /** Deletes a published file (an upload once imported), and this replica's copy of it. */
  remove(tenantId: number, filename: string): Promise<void>;
  /** Deletes files (finished or abandoned) older than `maxAgeMs`; returns how many. */
  sweep(maxAgeMs?: number, now?: Date): Promise<number>;
}

export function exportsRoot(config: Pick<Config, 'dataDir'>): string {
  return config.dataDir ? resolve(config.dataDir, 'exports') : join(tmpdir(), 'ventas', 'exports');
}

const formatOf = (filename: string): ExportFormat => (filename.endsWith('.json') ? 'json' : 'xlsx');

/**
 * The files in one folder of this process's disk: what one replica alone sees. The database
 * store (`createDatabaseExportFiles`, the app's) keeps its partials and local copies here.
 */
export function createExportFiles(root: string): ExportFiles {
  const tenantDir = (tenantId: number) => {
    if (!Number.isSafeInteger(tenantId) || tenantId <= 0)
      throw new Error(`Distribuidor no válido: ${tenantId}`);
    return join(root, String(tenantId));
  };

  /** Defence in depth: the route validated the name already. */
  const pathOf = (tenantId: number, filename: string): string | null => {
    if (!EXPORT_FILENAME_PATTERN.test(filename)) return null;
    const dir = tenantDir(tenantId);
    const path = resolve(dir, filename);
    return path.startsWith(dir + sep) ? path : null;
  };

  return {
    root,
    async create(tenantId, prefix, format, now = new Date()) {
      // SPEC §9: the stamp is Madrid time, YYYYMMDD-HHmm.
      const filename = `${prefix}-${madridFileStamp(now)}-${randomBytes(6).toString('hex')}.${format}`;
      const finalPath = pathOf(tenantId, filename);
      if (!finalPath) throw new Error(`Nombre de exportación no válido: ${filename}`);
      await mkdir(tenantDir(tenantId), { recursive: true });
      const path = finalPath + PARTIAL_SUFFIX;
      return {
        filename,
        path,
        // A published file's age is counted on the app's clock, the one tests move (libfaketime
        // moves Date, not the kernel's file times): without this a test run at a later instant
        // sees every fresh export as a year old and the sweep deletes it. A backup keeps the
        // stamp (copyTree preserves timestamps). A `.partial` keeps the kernel's time: it lives
        // minutes, and only a sweep during that time under a moved clock would misjudge it.
        publish: async () => {
          const publishedAt = new Date();
          await utimes(path, publishedAt, publishedAt);
          await rename(path, finalPath);
        },
        discard: () => rm(path, { force: true }),
      };
    },

    async locate(tenantId, filename) {
      const path = pathOf(tenantId, filename);
      if (!path) return null;
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { path, size: info.size, contentType: EXPORT_CONTENT_TYPES[formatOf(filename)] };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async open(tenantId, filename) {
      const stored = await this.locate(tenantId, filename);
      if (!stored) return null;
      return { stream: createReadStream(stored.path), size: stored.size, contentType: stored.contentType };
    },

    async remove(tenantId, filename) {
      const path = pathOf(tenantId, filename);
      if (path) await rm(path, { force: true });
    },

    async sweep(maxAgeMs = EXPORT_FILE_MAX_AGE_MS, now = new Date()) {
      let deleted = 0;
      const tenants = await readdir(root, { withFileTypes: true }).catch(() => []);
      for (const tenant of tenants) {
        if (!tenant.isDirectory() || !/^\d+$/.test(tenant.name)) continue;
        const dir = join(root, tenant.name);
        for (const name of await readdir(dir).catch(() => [])) {
          const path = join(dir, name);
          const info = await stat(path).catch(() => null);
          const limit = name.endsWith(PARTIAL_SUFFIX) ? Math.min(maxAgeMs, ORPHAN_PARTIAL_AGE_MS) : maxAgeMs;
          if (!info?.isFile() || now.getTime() - info.mtimeMs < limit) continue;
          await rm(path, { force: true });
          deleted += 1;
        }
      }
      return deleted;
    },
  };
}

/**
 * The size of a stored file's parts: one is in memory at a time, writing or reading. 256 KiB kept
 * a 64 MB file's publish and download within ~50 MB of RSS on PostgreSQL, and PGlite's growth a
 * third of what 1 MiB parts cost (issue 30).
 */
export const FICHERO_PARTE_BYTES = 256 * 1024;

/**
 * Issue 30: the files in the database (tables `ficheros` and `fichero_partes`, migration 0039),
 * so every replica serves what any of them wrote. A file is still written to a local partial
 * (`pending.path`: the xlsx thread writes there), then `publish` copies it into the database in
 * parts of FICHERO_PARTE_BYTES (256 KiB), in one tenant transaction (invisible until complete),
 * and deletes it. `open` streams the parts back one at a time; `locate` writes a local copy for
 * readers that need a path (the import jobs), in `root` as the disk store would; `remove` deletes
 * the rows and the copy; `sweep` deletes the rows older than a day (their parts go with them) and
 * this replica's old partials and copies.
 */
export function createDatabaseExportFiles(database: Database, root: string): ExportFiles {
  const disk = createExportFiles(root);

  const find = (tenantId: number, filename: string) =>
    EXPORT_FILENAME_PATTERN.test(filename)
      ? database.tenant(tenantId, async (tx) => {
          const rows = await tx
            .select({
              id: ficheros.id,
              size: ficheros.tamano,
              contentType: ficheros.tipo,
              createdAt: ficheros.creadoEn,
            })
            .from(ficheros)
            .where(and(eq(ficheros.tenantId, tx.tenantId), eq(ficheros.nombre, filename)));
          return rows[0] ?? null;
        })
      : Promise.resolve(null);

  async function* parts(tenantId: number, id: number, size: number): AsyncGenerator<Buffer> {
    let read = 0;
    for (let n = 0; read < size; n += 1) {
      const datos = await database.tenant(tenantId, async (tx) => {
        const rows = await tx
          .select({ datos: ficheroPartes.datos })
          .from(ficheroPartes)
          .where(
            and(
              eq(ficheroPartes.tenantId, tx.tenantId),
              eq(ficheroPartes.ficheroId, id),
              eq(ficheroPartes.n, n),
            ),
          );
        return rows[0]?.datos;
      });
      // Swept (or removed) while it was being read: the reader sees an error, not a short file.
      if (!datos) throw new Error(`El fichero ${id} ya no está completo en la base de datos`);
      read += datos.byteLength;
      yield Buffer.from(datos.buffer, datos.byteOffset, datos.byteLength);
    }
  }

  return {
    root,
    async create(tenantId, prefix, format, now) {
      const local = await disk.create(tenantId, prefix, format, now);
      return {
        filename: local.filename,
        path: local.path,
        publish: async () => {
          // The app's clock, as the disk store's (tests move Date, not the database's now()).
          const createdAt = new Date();
          try {
            const { size } = await stat(local.path);
            await database.tenant(tenantId, async (tx) => {
              const [row] = await tx
                .insert(ficheros)
                .values({
                  tenantId,
                  nombre: local.filename,
                  tipo: EXPORT_CONTENT_TYPES[format],
                  tamano: size,
                  creadoEn: createdAt,
                })
                .returning({ id: ficheros.id });
              let n = 0;
              for await (const chunk of createReadStream(local.path, {
                highWaterMark: FICHERO_PARTE_BYTES,
              })) {
                await tx
                  .insert(ficheroPartes)
                  .values({ tenantId, ficheroId: row!.id, n, datos: chunk as Buffer });
                n += 1;
              }
            });
          } finally {
            await rm(local.path, { force: true });
          }
        },
        discard: local.discard,
      };
    },

    async locate(tenantId, filename) {
      const stored = await find(tenantId, filename);
      if (!stored) return null;
      const path = join(disk.root, String(tenantId), filename);
      const copy = await stat(path).catch(() => null);
      if (copy?.size !== stored.size) {
        // Beside the final name under a partial one: two readers at once each write their own.
        const partial = `${path}.${randomBytes(4).toString('hex')}${PARTIAL_SUFFIX}`;
        await mkdir(join(disk.root, String(tenantId)), { recursive: true });
        try {
          await pipeline(Readable.from(parts(tenantId, stored.id, stored.size)), createWriteStream(partial));
          await utimes(partial, stored.createdAt, stored.createdAt);
          await rename(partial, path);
        } catch (error) {
          await rm(partial, { force: true });
          throw error;
        }
      }
      return { path, size: stored.size, contentType: stored.contentType };
    },

    async open(tenantId, filename) {
      const stored = await find(tenantId, filename);
      if (!stored) return null;
      return {
        stream: Readable.from(parts(tenantId, stored.id, stored.size), { objectMode: false }),
        size: stored.size,
        contentType: stored.contentType,
      };
    },

    async remove(tenantId, filename) {
      if (!EXPORT_FILENAME_PATTERN.test(filename)) return;
      await database.tenant(tenantId, (tx) =>
        tx.delete(ficheros).where(and(eq(ficheros.tenantId, tx.tenantId), eq(ficheros.nombre, filename))),
      );
      await disk.remove(tenantId, filename);
    },

    /** Counts the files deleted from the database; local partials and copies go uncounted. */
    async sweep(maxAgeMs = EXPORT_FILE_MAX_AGE_MS, now = new Date()) {
      const deleted = await database.owner
        .delete(ficheros)
        .where(lt(ficheros.creadoEn, new Date(now.getTime() - maxAgeMs)))
        .returning({ id: ficheros.id });
      await disk.sweep(maxAgeMs, now);
      return deleted.length;
    },
  };
}

/** The store the app uses, as the configuration says (FILE_STORAGE; decision 225). */
export function createAppExportFiles(
  config: Pick<Config, 'dataDir' | 'fileStorage'>,
  database: Database,
): ExportFiles {
  const root = exportsRoot(config);
  return config.fileStorage === 'database'
    ? createDatabaseExportFiles(database, root)
    : createExportFiles(root);
}
