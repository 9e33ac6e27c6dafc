import type { CellValue } from 'exceljs';
import { FORMULA_RECHAZO, type CeldaImportacion } from '@ventas/domain/importaciones/importacion-leer-fila';
import { cellText } from '../../jobs/table-cell';

/** Why a cell that is not text is refused (the row names the column: leerFila). */
const RECHAZOS = {
  formula: FORMULA_RECHAZO,
  error: 'la celda tiene un error de Excel',
  date: 'es una fecha, no se esperaba',
  invalid: 'valor no válido',
} as const;

/** A file's cell as the dry run reads it: its text, or why it is refused (a formula is never evaluated). */
export function celdaImportacion(raw: CellValue): CeldaImportacion {
  const read = cellText(raw);
  return 'text' in read ? { texto: read.text } : { rechazo: RECHAZOS[read.refused] };
}
