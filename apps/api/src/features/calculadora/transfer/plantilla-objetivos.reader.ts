import ExcelJS, { type CellValue } from 'exceljs';
import type { Celda } from '@ventas/domain/calculadora/plantilla-objetivos';
import { JobFailure } from '../../../jobs/job-types';
import { isSmallWorkbook, readWholeWorkbook } from '../../../jobs/xlsx-read';
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from '../../../plugins/control-characters';

/** A template is a few hundred rows; this bounds a hostile file's work. */
export const MAX_FILAS_PLANTILLA = 5000;

export const MENSAJES_LECTURA = {
  noLibro: 'El fichero no es un libro de Excel (.xlsx) válido.',
  vacio: 'La primera hoja del libro está vacía: descargue la plantilla.',
  demasiadas: `La plantilla tiene más de ${MAX_FILAS_PLANTILLA.toLocaleString('es-ES')} filas.`,
  fecha: 'No se esperaba una fecha',
  errorExcel: 'La celda tiene un error de Excel',
  formula: 'Fórmula no permitida',
  noValido: 'Valor no válido',
} as const;

/** The workbook stores control characters as `_xHHHH_`; Excel shows them decoded, so do we. */
const decodificar = (text: string) =>
  text.replace(/_x([0-9A-Fa-f]{4})_/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function textoDe(raw: string): Celda {
  const texto = decodificar(raw);
  if (findControlCharacter(texto) !== null) return { tipo: 'rechazada', motivo: CONTROL_CHARACTER_MESSAGE };
  return { tipo: 'texto', valor: texto.slice(0, 200) };
}

/** What a cell holds, as the template's rules read it: a formula is never evaluated nor trusted. */
export function celdaDe(raw: CellValue): Celda {
  if (raw === null || raw === undefined) return { tipo: 'vacia' };
  if (typeof raw === 'number') return { tipo: 'numero', valor: raw };
  if (typeof raw === 'boolean') return { tipo: 'booleano', valor: raw };
  if (typeof raw === 'string') return textoDe(raw);
  if (raw instanceof Date) return { tipo: 'rechazada', motivo: MENSAJES_LECTURA.fecha };
  if ('formula' in raw || 'sharedFormula' in raw)
    return { tipo: 'rechazada', motivo: MENSAJES_LECTURA.formula };
  if ('error' in raw) return { tipo: 'rechazada', motivo: MENSAJES_LECTURA.errorExcel };
  if ('richText' in raw) return textoDe(raw.richText.map((run) => run.text).join(''));
  return { tipo: 'rechazada', motivo: MENSAJES_LECTURA.noValido };
}

export interface HojaLeida {
  /** The cell at (row, column), 1-based as Excel counts. */
  celda(fila: number, columna: number): Celda;
  /** Row 3's text at a column ('' when not text). */
  cabecera(columna: number): string;
  /** Rows from `desde` with any value in them. */
  filasDesde(desde: number): number[];
}

/**
 * The first sheet of the uploaded file (≤ 10 MB, checked at upload), streamed row by row and
 * stopped past MAX_FILAS_PLANTILLA, so a hostile file cannot fill the memory with rows.
 */
export async function leerHoja(path: string, filaCabeceras: number): Promise<HojaLeida> {
  try {
    return hojaLeida(await leerFilas(path), filaCabeceras);
  } catch (error) {
    // ExcelJS's streaming reader now and then fails on a valid workbook (decision 118): once more.
    if (!(error instanceof LibroIlegible)) throw error;
    return hojaLeida(await leerFilas(path), filaCabeceras);
  }
}

/** The library could not read the file as a workbook (its error is the cause). */
class LibroIlegible extends JobFailure {}

async function leerFilas(path: string): Promise<Map<number, CellValue[]>> {
  const filas = new Map<number, CellValue[]>();
  if (await isSmallWorkbook(path)) {
    const read = await readWholeWorkbook(path);
    if ('unreadable' in read) throw new LibroIlegible(MENSAJES_LECTURA.noLibro, { cause: read.unreadable });
    read.workbook.worksheets[0]?.eachRow((row) => {
      if (row.number > MAX_FILAS_PLANTILLA) throw new JobFailure(MENSAJES_LECTURA.demasiadas);
      filas.set(row.number, row.values as CellValue[]);
    });
    return filas;
  }
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
    });
    for await (const hoja of reader) {
      for await (const row of hoja) {
        if (row.number > MAX_FILAS_PLANTILLA) throw new JobFailure(MENSAJES_LECTURA.demasiadas);
        filas.set(row.number, row.values as CellValue[]);
      }
      break;
    }
  } catch (error) {
    if (error instanceof JobFailure) throw error;
    throw new LibroIlegible(MENSAJES_LECTURA.noLibro, { cause: error });
  }
  return filas;
}

function hojaLeida(filas: Map<number, CellValue[]>, filaCabeceras: number): HojaLeida {
  if (filas.size === 0) throw new JobFailure(MENSAJES_LECTURA.vacio);
  const valor = (fila: number, columna: number): CellValue => filas.get(fila)?.[columna] ?? null;
  const conValor = (values: CellValue[]) =>
    values.some((value) => {
      const celda = celdaDe(value);
      return celda.tipo !== 'vacia' && !(celda.tipo === 'texto' && !celda.valor.trim());
    });
  return {
    celda: (fila, columna) => celdaDe(valor(fila, columna)),
    cabecera: (columna) => {
      const celda = celdaDe(valor(filaCabeceras, columna));
      return celda.tipo === 'texto' ? celda.valor : '';
    },
    filasDesde: (desde) =>
      [...filas]
        .filter(([numero, values]) => numero >= desde && conValor(values))
        .map(([numero]) => numero)
        .sort((a, b) => a - b),
  };
}
