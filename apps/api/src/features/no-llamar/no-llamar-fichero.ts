import { createReadStream, createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import ExcelJS, { type CellValue } from 'exceljs';
import {
  IMPORTAR_MAX_FILAS,
  MENSAJES_IMPORTAR,
  type CeldaTelefono,
  type FilaTelefono,
} from '@ventas/domain/no-llamar/no-llamar-importacion';
import { invalid } from '../../http/app-error';
import type { ExportFiles } from '../../jobs/export-files';
import { isSmallWorkbook, readWholeWorkbook } from '../../jobs/xlsx-read';

const M = MENSAJES_IMPORTAR;
const refused = (message: string) => invalid({ file: [message] });

/** An xlsx is a zip: it starts with a local file header. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** A cell of the first column as the classification reads it: a formula is never evaluated. */
export function celdaDe(raw: CellValue): CeldaTelefono {
  if (raw === null || raw === undefined) return { texto: '' };
  if (typeof raw === 'string') return { texto: raw };
  // A number cell (600112233) is the phone's digits; Excel has no leading zeros to lose here.
  if (typeof raw === 'number') return { texto: Number.isInteger(raw) ? String(raw) : '' };
  if (typeof raw === 'boolean') return { rechazo: M.noValido };
  if (raw instanceof Date) return { rechazo: M.fecha };
  if ('formula' in raw || 'sharedFormula' in raw) return { rechazo: M.formula };
  if ('error' in raw) return { rechazo: M.errorExcel };
  if ('richText' in raw) return { texto: raw.richText.map((run) => run.text).join('') };
  if ('text' in raw && typeof raw.text === 'string') return { texto: raw.text };
  return { rechazo: M.noValido };
}

/** Rows beyond the limit (plus a header) stop the read: a hostile file cannot fill the memory. */
function fila(number: number, values: CellValue[]): FilaTelefono {
  if (number > IMPORTAR_MAX_FILAS + 1) throw refused(M.demasiadas);
  return { fila: number, celda: celdaDe(values[1] ?? null) };
}

/** The library could not read the file as a workbook. */
class LibroIlegible extends Error {}

async function filasXlsxUnaVez(path: string): Promise<FilaTelefono[]> {
  const filas: FilaTelefono[] = [];
  if (await isSmallWorkbook(path)) {
    const read = await readWholeWorkbook(path);
    if ('unreadable' in read) throw new LibroIlegible(M.libroIlegible, { cause: read.unreadable });
    read.workbook.worksheets[0]?.eachRow((row) => filas.push(fila(row.number, row.values as CellValue[])));
    return filas;
  }
  // Larger files are streamed, first sheet only, as the catalogue's reader does (decision 118).
  const input = createReadStream(path);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) filas.push(fila(row.number, row.values as CellValue[]));
      break;
    }
    return filas;
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw new LibroIlegible(M.libroIlegible, { cause: error });
  } finally {
    input.destroy();
  }
}

/** ExcelJS's streaming reader now and then fails on a valid workbook (decision 118): once more. */
async function filasXlsx(path: string): Promise<FilaTelefono[]> {
  try {
    return await filasXlsxUnaVez(path);
  } catch (error) {
    if (!(error instanceof LibroIlegible)) throw error;
    try {
      return await filasXlsxUnaVez(path);
    } catch (again) {
      if (again instanceof LibroIlegible) throw refused(M.libroIlegible);
      throw again;
    }
  }
}

/** The first field of a CSV line: up to the first , ; or tab, or a "quoted" field. */
function primerCampo(linea: string): string {
  if (!linea.startsWith('"')) return linea.split(/[,;\t]/, 1)[0] ?? '';
  const match = /^"((?:[^"]|"")*)"/.exec(linea);
  return match ? (match[1] ?? '').replace(/""/g, '"') : linea.slice(1);
}

/** UTF-8 (a BOM dropped), or Windows-1252 as Spanish Excel saves CSV; NUL bytes mean no text. */
function textoCsv(bytes: Buffer): string {
  if (bytes.includes(0)) throw refused(M.formato);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function filasCsv(bytes: Buffer): FilaTelefono[] {
  const lineas = textoCsv(bytes).split(/\r\n|\n|\r/);
  if (lineas.length > IMPORTAR_MAX_FILAS + 2) throw refused(M.demasiadas);
  return lineas.map((linea, index) => ({ fila: index + 1, celda: { texto: primerCampo(linea) } }));
}

/**
 * POST /api/no-llamar/importar/: the `file` part stored (refused past the size limit), then its
 * first column read as an xlsx (it starts like a zip) or as CSV text. Other parts are ignored.
 */
export async function recibirFichero(
  request: FastifyRequest,
  files: ExportFiles,
  tenantId: number,
): Promise<FilaTelefono[]> {
  if (!request.isMultipart()) throw refused(M.noMultipart);
  const stored = await files.create(tenantId, 'subida-no-llamar', 'xlsx');
  try {
    let recibido = false;
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file' || recibido) {
        part.file.resume();
        continue;
      }
      await pipeline(part.file, createWriteStream(stored.path)).catch((error: unknown) => {
        // @fastify/multipart fails the stream past `fileSize`; a truncated file is no file either.
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refused(M.grande);
        throw error;
      });
      if (part.file.truncated) throw refused(M.grande);
      recibido = true;
    }
    if (!recibido) throw refused(M.sinFichero);
    const bytes = await readFile(stored.path);
    if (bytes.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE)) return await filasXlsx(stored.path);
    return filasCsv(bytes);
  } finally {
    await stored.discard();
  }
}
