import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { invalid } from '../http/app-error';
import type { ExportFiles } from './export-files';
import { fileHead, tableFormatOf, type TableFormat } from './table-file';

/**
 * Receiving an uploaded table file (the catalogue import, the lead lists): a multipart form whose
 * fields come first (checked before a byte of the file is stored) and whose `file` is stored
 * beside the exports (swept after a day if nothing uses it), refused past the size limit or when
 * its bytes are not one of the formats accepted. Errors are 400s naming `file` or the field.
 * Register @fastify/multipart with `limits.fileSize = maxBytes` in the route's own scope.
 */
export interface UploadOptions<Fields> {
  /** The form fields read (others are ignored). */
  fieldNames: readonly string[];
  /** Checks the fields (throwing a 400 or any refusal) when the file arrives, or at the end without one. */
  fields: (values: Readonly<Record<string, string>>) => Promise<Fields> | Fields;
  formats: readonly TableFormat[];
  /** The stored file's name prefix (export-files.ts naming). */
  prefix: string;
  messages: {
    notMultipart: string;
    missingFile: string;
    tooLarge: string;
    /** The bytes are none of `formats`. */
    wrongFormat: string;
  };
}

/** An upload stored: its fields, the stored file's name, its format and the name it came with. */
export interface ReceivedUpload<Fields> {
  fields: Fields;
  upload: string;
  format: TableFormat;
  filename: string;
}

async function store<Fields>(
  part: MultipartFile,
  files: ExportFiles,
  tenantId: number,
  options: UploadOptions<Fields>,
): Promise<{ upload: string; format: TableFormat }> {
  const tooLarge = () => invalid({ file: [options.messages.tooLarge] });
  // The stored name's extension is the exports' (xlsx): the bytes say what the file is.
  const file = await files.create(tenantId, options.prefix, 'xlsx');
  try {
    await pipeline(part.file, createWriteStream(file.path)).catch((error: unknown) => {
      // @fastify/multipart fails the stream past `fileSize`: a truncated file is no file either.
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    });
    if (part.file.truncated) throw tooLarge();
    const format = tableFormatOf(await fileHead(file.path));
    if (!format || !options.formats.includes(format)) throw invalid({ file: [options.messages.wrongFormat] });
    await file.publish();
    return { upload: file.filename, format };
  } catch (error) {
    await file.discard();
    throw error;
  }
}

/**
 * A body that says multipart and is not (no boundary, no parts, cut short): the parser (busboy)
 * fails with a plain Error of its own, which was a 500. It is the client's mistake, a 400.
 */
export function isMalformedMultipart(error: unknown): boolean {
  return (
    error instanceof Error &&
    /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form))$/.test(
      error.message,
    )
  );
}

export async function receiveUpload<Fields>(
  request: FastifyRequest,
  files: ExportFiles,
  tenantId: number,
  options: UploadOptions<Fields>,
): Promise<ReceivedUpload<Fields>> {
  if (!request.isMultipart()) throw invalid({ file: [options.messages.notMultipart] });
  try {
    return await receiveParts(request, files, tenantId, options);
  } catch (error) {
    if (isMalformedMultipart(error)) throw invalid({ file: [options.messages.notMultipart] });
    throw error;
  }
}

async function receiveParts<Fields>(
  request: FastifyRequest,
  files: ExportFiles,
  tenantId: number,
  options: UploadOptions<Fields>,
): Promise<ReceivedUpload<Fields>> {
  const names = new Set(options.fieldNames);
  const values: Record<string, string> = {};
  let stored: ReceivedUpload<Fields> | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (names.has(part.fieldname)) values[part.fieldname] = String(part.value);
    } else if (part.fieldname === 'file' && !stored) {
      const fields = await options.fields(values);
      stored = { fields, ...(await store(part, files, tenantId, options)), filename: part.filename };
    } else {
      part.file.resume();
    }
  }
  if (!stored) {
    await options.fields(values);
    throw invalid({ file: [options.messages.missingFile] });
  }
  return stored;
}
