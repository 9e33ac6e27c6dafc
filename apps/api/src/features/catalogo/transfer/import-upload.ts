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
import { receiveUpload } from '../../../jobs/upload-receive';

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

const FIELD_NAMES = ['table', 'mode', 'month_year_updated_on'];

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
 * then `file`, stored only if it is within the size limit and is a zip (an xlsx), through the
 * shared upload reception (jobs/upload-receive.ts). The job reads it; whether it is a readable
 * workbook is the job's to say.
 */
export async function receiveImport(
  request: FastifyRequest,
  files: ExportFiles,
  tenantId: number,
  check: (fields: ImportFields) => Promise<void> = async () => {},
): Promise<ReceivedImport> {
  const { fields, upload } = await receiveUpload(request, files, tenantId, {
    fieldNames: FIELD_NAMES,
    fields: async (values) => {
      const fields = fieldsOf(values);
      await check(fields);
      return fields;
    },
    formats: ['xlsx'],
    prefix: 'subida-importacion',
    messages: { ...UPLOAD_MESSAGES, wrongFormat: UPLOAD_MESSAGES.notXlsx },
  });
  return { ...fields, upload };
}
