import type { FastifyRequest } from 'fastify';
import type { CellValue } from 'exceljs';
import {
  IMPORTAR_MAX_FILAS,
  MENSAJES_IMPORTAR,
  type CeldaTelefono,
  type FilaTelefono,
} from '@ventas/domain/no-llamar/no-llamar-importacion';
import { invalid } from '../../http/app-error';
import type { ExportFiles } from '../../jobs/export-files';
import { cellText, type CellText } from '../../jobs/table-cell';
import { TableFileFailure, type TableFormat } from '../../jobs/table-file';
import { readTableRows } from '../../jobs/table-file-reader';
import { receiveUpload } from '../../jobs/upload-receive';

const M = MENSAJES_IMPORTAR;
const refused = (message: string) => invalid({ file: [message] });

/** Why a cell that is no text is refused, in this import's words. */
const MOTIVO: Record<Extract<CellText, { refused: unknown }>['refused'], string> = {
  formula: M.formula,
  error: M.errorExcel,
  date: M.fecha,
  invalid: M.noValido,
};

/** A cell of the first column as the classification reads it: a formula is never evaluated. */
export function celdaDe(raw: CellValue): CeldaTelefono {
  const cell = cellText(raw);
  return 'text' in cell ? { texto: cell.text } : { rechazo: MOTIVO[cell.refused] };
}

/**
 * The first column of the first sheet (or of the CSV), row by row. Rows beyond the limit (plus a
 * header) stop the read: a hostile file cannot fill the memory.
 */
async function filasDe(path: string, format: TableFormat): Promise<FilaTelefono[]> {
  const filas: FilaTelefono[] = [];
  try {
    for await (const row of readTableRows(path, format)) {
      if (row.number > IMPORTAR_MAX_FILAS + 1) throw refused(M.demasiadas);
      filas.push({ fila: row.number, celda: celdaDe(row.cells[1] ?? null) });
    }
  } catch (error) {
    // The shared reader's refusals (not a workbook, a zip bomb, a broken CSV) are for the user.
    if (error instanceof TableFileFailure) throw refused(error.message);
    throw error;
  }
  return filas;
}

/**
 * POST /api/no-llamar/importar/: the `file` part stored (refused past the size limit, or when its
 * bytes are neither an xlsx nor CSV text), read through the shared table reader, then removed:
 * the import is answered in the request, so nothing of the file is kept.
 */
export async function recibirFichero(
  request: FastifyRequest,
  files: ExportFiles,
  tenantId: number,
): Promise<FilaTelefono[]> {
  const { upload, format } = await receiveUpload(request, files, tenantId, {
    fieldNames: [],
    fields: () => null,
    formats: ['xlsx', 'csv'],
    prefix: 'subida-no-llamar',
    messages: {
      notMultipart: M.noMultipart,
      missingFile: M.sinFichero,
      tooLarge: M.grande,
      wrongFormat: M.formato,
    },
  });
  const stored = await files.locate(tenantId, upload);
  if (!stored) throw new Error(`La subida ${upload} no se encuentra recién guardada`);
  const { path } = stored;
  try {
    return await filasDe(path, format);
  } finally {
    await files.remove(tenantId, upload);
  }
}
