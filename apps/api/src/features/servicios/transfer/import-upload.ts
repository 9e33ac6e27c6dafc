import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MENSAJE_MES, MES_PATTERN } from '@ventas/domain/calculadora/objetivos-contract';
import {
  IMPORT_MODES,
  READ_XLSX_TABLES,
  type ImportMode,
  type ReadXlsxTable,
} from '@ventas/domain/servicios/catalogue-transfer-contract';
import { invalid } from '../../../http/app-error';
import type { ExportFiles } from '../../../jobs/export-files';

/** SPEC §9 leaves it open: a catalogue of thousands of rows is well under 1 MB. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  notMultipart: 'Envíe el fichero como formulario multipart (campos table y mode, y el fichero file).',
  missingFile: 'Adjunte el fichero .xlsx en el campo file.',
  notXlsx: 'El fichero no es un libro de Excel (.xlsx).',
  tooLarge: `El fichero supera el máximo de ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
} as const;

/**
 * The fields sent before the file: what the upload is for, checked before a byte is stored. The
 * objectives template names its month too.
 */
const importFieldsSchema = z
  .object({
    table: z.enum(READ_XLSX_TABLES, {
      error: 'Tabla no válida: tarifas, terminales, installments u objetivos',
    }),
    mode: z.enum(IMPORT_MODES, { error: 'Modo no válido: dry-run o apply' }),
    month_year_updated_on: z.string().regex(MES_PATTERN, MENSAJE_MES).optional(),
  })
  .superRefine((fields, ctx) => {
    if (fields.table === 'objetivos' && fields.month_year_updated_on === undefined)
      ctx.addIssue({ code: 'custom', message: MENSAJE_MES, path: ['month_year_updated_on'] });
  });

/** What an upload is for, before its file is stored. */
export interface ImportFields {
  table: ReadXlsxTable;
  mode: ImportMode;
  month_year_updated_on?: string | undefined;
}

/** An upload stored: its fields and the stored file's name. */
export type ReceivedImport = ImportFields & { upload: string };

const FIELD_NAMES = new Set(['table', 'mode', 'month_year_updated_on']);

/** An xlsx is a zip: it starts with a local file header. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

async function startsLikeZip(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(ZIP_SIGNATURE.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(ZIP_SIGNATURE);
  } finally {
    await handle.close();
  }
}

/** Stores the file beside the exports (swept after a day if the job never runs); its name. */
async function store(part: MultipartFile, files: ExportFiles, tenantId: number): Promise<string> {
  const file = await files.create(tenantId, 'subida-importacion', 'xlsx');
  try {
    await pipeline(part.file, createWriteStream(file.path));
    if (part.file.truncated) throw invalid({ file: [UPLOAD_MESSAGES.tooLarge] });
    if (!(await startsLikeZip(file.path))) throw invalid({ file: [UPLOAD_MESSAGES.notXlsx] });
    await file.publish();
    return file.filename;
  } catch (error) {
    await file.discard();
    throw error;
  }
}

function fieldsOf(values: Record<string, string>): ImportFields {
  const fields = importFieldsSchema.safeParse(values);
  if (fields.success) return fields.data;
  const issues: Record<string, string[]> = {};
  for (const issue of fields.error.issues)
    (issues[String(issue.path[0] ?? 'non_field_errors')] ??= []).push(issue.message);
  throw invalid(issues);
}

/**
 * Reads POST /api/utils/read-xlsx/: `table` and `mode` (and the objectives' month) first (a bad
 * one is a 400 before the file is stored; `check` may refuse them too, e.g. a closed month),
 * then `file`, stored only if it is within the size limit and is a zip (an xlsx). The job reads
 * it; whether it is a readable workbook is the job's to say.
 */
export async function receiveImport(
  request: FastifyRequest,
  files: ExportFiles,
  tenantId: number,
  check: (fields: ImportFields) => Promise<void> = async () => {},
): Promise<ReceivedImport> {
  if (!request.isMultipart()) throw invalid({ file: [UPLOAD_MESSAGES.notMultipart] });
  const values: Record<string, string> = {};
  let stored: { fields: ImportFields; upload: string } | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (FIELD_NAMES.has(part.fieldname)) values[part.fieldname] = String(part.value);
    } else if (part.fieldname === 'file' && !stored) {
      const fields = fieldsOf(values);
      await check(fields);
      stored = { fields, upload: await store(part, files, tenantId) };
    } else {
      part.file.resume();
    }
  }
  if (!stored) {
    fieldsOf(values);
    throw invalid({ file: [UPLOAD_MESSAGES.missingFile] });
  }
  return { ...stored.fields, upload: stored.upload };
}
