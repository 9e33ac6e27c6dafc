import {
  EJEMPLOS_POR_COLUMNA,
  FILAS_PARA_EJEMPLOS,
  MAX_COLUMNAS,
  MENSAJES_FICHERO,
} from '@ventas/domain/importaciones/importacion-fichero';
import type { ColumnaFichero } from '@ventas/domain/importaciones/importacion-contract';
import { TableFileFailure, type TableFormat } from '../../jobs/table-file';
import { readTableRows, type TableReadOptions } from '../../jobs/table-file-reader';
import { celdaImportacion } from './fichero-celdas';

const MAX_CABECERA = 100;
const MAX_EJEMPLO = 60;
// eslint-disable-next-line no-control-regex -- shown as '?' on screen
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A header or an example as the screen shows it: one line, bounded, no control characters. */
function mostrable(texto: string, max: number): string {
  const limpio = texto.replace(CONTROL, '?').replace(/\s+/g, ' ').trim();
  return limpio.length > max ? `${limpio.slice(0, max)}…` : limpio;
}

const textoDe = (raw: unknown) => {
  const celda = celdaImportacion(raw as Parameters<typeof celdaImportacion>[0]);
  return 'texto' in celda ? celda.texto : '';
};

/**
 * The header row of an uploaded file (its first row) and up to 5 example values per column from
 * the next 100 rows: what the mapping screen shows. A column with neither header nor values is
 * left out; one with values but no header is "Columna N". Reads only the start of the file.
 */
export async function leerColumnas(
  path: string,
  format: TableFormat,
  options: TableReadOptions = {},
): Promise<{ columnas: ColumnaFichero[]; cabeceras: Map<number, string> }> {
  let cabeceras: Map<number, string> | null = null;
  const ejemplos = new Map<number, string[]>();
  let filas = 0;
  for await (const row of readTableRows(path, format, options)) {
    if (row.cells.length - 1 > MAX_COLUMNAS) throw new TableFileFailure(MENSAJES_FICHERO.demasiadasColumnas);
    if (!cabeceras) {
      cabeceras = new Map();
      for (let indice = 1; indice < row.cells.length; indice += 1) {
        const cabecera = mostrable(textoDe(row.cells[indice]), MAX_CABECERA);
        if (cabecera) cabeceras.set(indice, cabecera);
      }
      continue;
    }
    for (let indice = 1; indice < row.cells.length; indice += 1) {
      const ejemplo = mostrable(textoDe(row.cells[indice]), MAX_EJEMPLO);
      const lista = ejemplos.get(indice) ?? [];
      if (ejemplo && lista.length < EJEMPLOS_POR_COLUMNA) ejemplos.set(indice, [...lista, ejemplo]);
    }
    filas += 1;
    if (filas >= FILAS_PARA_EJEMPLOS) break;
  }
  if (!cabeceras || cabeceras.size === 0) throw new TableFileFailure(MENSAJES_FICHERO.vacio);
  const indices = [...new Set([...cabeceras.keys(), ...ejemplos.keys()])].sort((a, b) => a - b);
  const columnas = indices.map((indice) => ({
    indice,
    cabecera: cabeceras.get(indice) ?? `Columna ${indice}`,
    ejemplos: ejemplos.get(indice) ?? [],
  }));
  return { columnas, cabeceras };
}
