import { z } from 'zod';
import { exportFormatSchema } from '../jobs/export-formats';

/**
 * Catalogue import and export (issue 12, SPEC §7 "POST /api/utils/write-xlsx; POST
 * /api/utils/read-xlsx/"). Both run as jobs: the call answers `{task_id}`, the screen polls
 * /api/utils/task-status/{id}/ and downloads from /api/utils/get-xlsx-files/, as the customer
 * export does.
 */

/** The tables an export may name: the catalogue paths under /api/servicios/. */
export const EXPORT_TABLES = [
  'tarifas',
  'adicionales',
  'sva',
  'promociones',
  'gestion',
  'seguros',
  'origenesbd',
  'tipoobjetivo',
  'terminales',
] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

/**
 * What write-xlsx writes: a catalogue list, or the month's objectives template (`objetivos`,
 * its query `{month_year_updated_on}`: calculadora/plantilla-objetivos-contract.ts).
 */
export const WRITE_XLSX_TABLES = [...EXPORT_TABLES, 'objetivos'] as const;

/** POST /api/utils/write-xlsx/: the table, the list's own query (filters, search) and the format. */
export const writeXlsxRequestSchema = z.object({
  table: z.enum(WRITE_XLSX_TABLES, { error: 'Tabla no válida' }),
  query: z
    .record(z.string().max(100), z.union([z.string().max(200), z.array(z.string().max(200)).max(100)]))
    .default({}),
  format: exportFormatSchema,
});
export type WriteXlsxRequest = z.infer<typeof writeXlsxRequestSchema>;

/** The tables an xlsx import may fill. */
export const IMPORT_TABLES = ['tarifas', 'terminales', 'installments'] as const;
export type ImportTable = (typeof IMPORT_TABLES)[number];

/** What read-xlsx reads: a catalogue table, or the objectives template (with the field `month_year_updated_on`). */
export const READ_XLSX_TABLES = [...IMPORT_TABLES, 'objetivos'] as const;
export type ReadXlsxTable = (typeof READ_XLSX_TABLES)[number];

/**
 * POST /api/utils/read-xlsx/ is multipart: fields `table` and `mode`, then the file `file`.
 * `dry-run` only reports; `apply` re-validates the same file and writes every valid row in one
 * transaction (all of them or, on any failure, none). Rejected rows are never written.
 */
export const IMPORT_MODES = ['dry-run', 'apply'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const IMPORT_ACTIONS = ['crear', 'actualizar', 'rechazar'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** Rows a report lists in the task's result (the whole report is also a downloadable file). */
export const IMPORT_REPORT_ROWS = 500;

/** One sheet row's outcome: its number as Excel shows it, what it does, and why if rejected. */
export const importRowOutcomeSchema = z.object({
  row: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  /** What the row names (tariff or device name), for the report's reader. */
  label: z.string().nullable(),
  /** Spanish reason for a rejected row. */
  reason: z.string().nullable(),
});
export type ImportRowOutcome = z.infer<typeof importRowOutcomeSchema>;

export const importReportSchema = z.object({
  table: z.enum(IMPORT_TABLES),
  mode: z.enum(IMPORT_MODES),
  created: z.number().int(),
  updated: z.number().int(),
  rejected: z.number().int(),
  /** Rejected rows first, then the rest, at most IMPORT_REPORT_ROWS. */
  rows: z.array(importRowOutcomeSchema),
  truncated: z.boolean(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
