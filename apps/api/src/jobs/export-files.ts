import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { madridFileStamp } from '@ventas/domain/time/madrid';
import type { Config } from '../config';

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

/** A stored file found on disk, not opened. */
export interface StoredExportFile {
  path: string;
  size: number;
  contentType: string;
}

export interface ExportDownload extends Omit<StoredExportFile, 'path'> {
  stream: ReadStream;
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
  /** Deletes files (finished or abandoned) older than `maxAgeMs`; returns how many. */
  sweep(maxAgeMs?: number, now?: Date): Promise<number>;
}

export function exportsRoot(config: Pick<Config, 'dataDir'>): string {
  return config.dataDir ? resolve(config.dataDir, 'exports') : join(tmpdir(), 'ventas', 'exports');
}

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
        const format: ExportFormat = filename.endsWith('.json') ? 'json' : 'xlsx';
        return { path, size: info.size, contentType: EXPORT_CONTENT_TYPES[format] };
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
