import {
  IMPORT_REPORT_ROWS,
  type ImportMode,
  type ImportReport,
  type ImportRowOutcome,
  type ImportTable,
} from '@ventas/domain/servicios/catalogue-transfer-contract';
import type { ExportColumn } from '../../../jobs/export-column';

const ACTION_LABELS: Record<string, string> = {
  crear: 'Crear',
  actualizar: 'Actualizar',
  rechazar: 'Rechazar',
};

/** The whole report as a file (the task's result lists at most IMPORT_REPORT_ROWS rows). */
export const IMPORT_REPORT_COLUMNS: readonly ExportColumn<ImportRowOutcome>[] = [
  { key: 'row', header: 'Fila', width: 8 },
  { key: 'action', header: 'Acción', width: 12, label: (code) => ACTION_LABELS[code] ?? code },
  { key: 'label', header: 'Elemento', width: 36 },
  { key: 'reason', header: 'Motivo', width: 80 },
];

/**
 * The report's counts and the rows the task shows: rejected rows first, then the others, at most
 * IMPORT_REPORT_ROWS in all. Two lists of at most that many are kept, whatever the sheet's size.
 */
export function createImportReport(table: ImportTable, mode: ImportMode) {
  const rejected: ImportRowOutcome[] = [];
  const others: ImportRowOutcome[] = [];
  const counts = { crear: 0, actualizar: 0, rechazar: 0 };
  return {
    add(outcomes: readonly ImportRowOutcome[]): void {
      for (const outcome of outcomes) {
        counts[outcome.action] += 1;
        const list = outcome.action === 'rechazar' ? rejected : others;
        if (list.length < IMPORT_REPORT_ROWS) list.push(outcome);
      }
    },
    result(): ImportReport {
      const rows = [...rejected, ...others].slice(0, IMPORT_REPORT_ROWS);
      const total = counts.crear + counts.actualizar + counts.rechazar;
      return {
        table,
        mode,
        created: counts.crear,
        updated: counts.actualizar,
        rejected: counts.rechazar,
        rows,
        truncated: total > rows.length,
      };
    },
  };
}
