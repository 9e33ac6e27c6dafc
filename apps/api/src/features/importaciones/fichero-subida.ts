import type { FastifyRequest } from 'fastify';
import type { FicheroSubido } from '@ventas/domain/importaciones/importacion-contract';
import { MENSAJES_FICHERO } from '@ventas/domain/importaciones/importacion-fichero';
import { invalid } from '../../http/app-error';
import { EXPORT_FILENAME_PATTERN, type ExportFiles } from '../../jobs/export-files';
import { TableFileFailure, type TableFormat } from '../../jobs/table-file';
import { tableFormatOfFile } from '../../jobs/table-file-reader';
import { receiveUpload } from '../../jobs/upload-receive';
import { leerColumnas } from './fichero-columnas';

/** Stored uploads of lead lists are named `subida-lista-…` (export-files.ts naming). */
export const PREFIJO_SUBIDA = 'subida-lista';

// eslint-disable-next-line no-control-regex -- a file name is shown and stored
const CONTROL = /[\u0000-\u001F\u007F]/g;
const nombreDeFichero = (nombre: string) => nombre.replace(CONTROL, '').trim().slice(0, 255) || 'fichero';

/** A stored upload of this tenant's lead lists: its path and format, or null (never uploaded, swept, another tenant's). */
export async function subidaGuardada(
  files: ExportFiles,
  tenantId: number,
  subida: string,
): Promise<{ path: string; format: TableFormat } | null> {
  if (!subida.startsWith(`${PREFIJO_SUBIDA}-`) || !EXPORT_FILENAME_PATTERN.test(subida)) return null;
  const upload = await files.locate(tenantId, subida);
  if (!upload) return null;
  return { path: upload.path, format: await tableFormatOfFile(upload.path) };
}

/**
 * POST /api/importaciones/fichero/: the `file` part stored (xlsx or CSV by its bytes, within
 * IMPORTACION_MAX_BYTES), then its header row and first values read for the mapping screen. A file
 * that cannot be read as a table is a 400 and is not kept.
 */
export async function recibirFichero(
  request: FastifyRequest,
  files: ExportFiles,
  tenantId: number,
): Promise<FicheroSubido> {
  const { upload, format, filename } = await receiveUpload(request, files, tenantId, {
    fieldNames: [],
    fields: () => null,
    formats: ['xlsx', 'csv'],
    prefix: PREFIJO_SUBIDA,
    messages: {
      notMultipart: MENSAJES_FICHERO.noMultipart,
      missingFile: MENSAJES_FICHERO.sinFichero,
      tooLarge: MENSAJES_FICHERO.grande,
      wrongFormat: MENSAJES_FICHERO.formato,
    },
  });
  const guardada = await subidaGuardada(files, tenantId, upload);
  if (!guardada) throw new Error(`La subida ${upload} no se encuentra recién guardada`);
  try {
    const { columnas } = await leerColumnas(guardada.path, format);
    return { subida: upload, fichero: nombreDeFichero(filename), formato: format, columnas };
  } catch (error) {
    await files.remove(tenantId, upload);
    if (error instanceof TableFileFailure) throw invalid({ file: [error.message] });
    throw error;
  }
}
