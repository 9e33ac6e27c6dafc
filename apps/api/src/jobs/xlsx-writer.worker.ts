import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import type { XlsxSheetSpec, XlsxWorkerReply, XlsxWorkerRequest } from './xlsx-writer.protocol';

// The only module that touches ExcelJS's writer (docs/architecture.md: keep it behind one module).
// It runs in a worker thread: writing blocks 100–170 ms per 1,000 rows, and loading ExcelJS takes
// about a second, which the pool pays before an export asks for the thread (xlsx-worker-pool.ts).

const port = parentPort;
if (!port) throw new Error('xlsx-writer.worker must run in a worker thread');

interface OpenFile {
  spec: XlsxSheetSpec;
  workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  sheet: ExcelJS.Worksheet;
  /** Rows written below the header. */
  rows: number;
  /** One style object per column, given to every cell of it (see `open`). */
  styles: Partial<ExcelJS.Style>[] | null;
}
let file: OpenFile | null = null;

/**
 * Styles are on only when a column has a number format (dates). ExcelJS then looks each cell's
 * style up by identity: a fresh object per cell cost +60 % of the write time, one shared object
 * per column costs nothing measurable (50k rows × 18 columns).
 */
function open(spec: XlsxSheetSpec): OpenFile {
  const styled = spec.columns.some((column) => column.numFmt);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: spec.path,
    useStyles: styled,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(spec.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((column) => ({ width: column.width }));
  sheet.addRow(spec.columns.map((column) => column.header)).commit();
  const styles = styled
    ? spec.columns.map((column) => (column.numFmt ? { numFmt: column.numFmt } : {}))
    : null;
  return { spec, workbook, sheet, styles, rows: 0 };
}

/**
 * Excel's filter buttons on the header, over the data rows (a total below them stays put when the
 * user sorts). The streaming writer writes the filter when the sheet is committed, so its range
 * can be the final one.
 */
function addFilter({ spec, sheet, rows }: OpenFile): void {
  const lastDataRow = 1 + rows - (spec.footerRows ?? 0);
  if (spec.columns.length === 0) return;
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: Math.max(lastDataRow, 1), column: spec.columns.length },
  };
}

interface WritableStateHolder {
  _writableState?: { needDrain?: boolean };
  once(event: 'drain', listener: () => void): unknown;
}

/**
 * ExcelJS ignores back-pressure: each sheet streams into a PassThrough of the zip archiver whose
 * buffer grows without bound (484 MB at 500k rows). Waiting for that stream's 'drain' keeps
 * memory flat. `stream.pipes` and `_writableState` are internals of exceljs 4.4 and
 * readable-stream 2; if they change, this wait does nothing and only memory suffers.
 */
async function drained(sheet: ExcelJS.Worksheet): Promise<void> {
  const pipes = (sheet as unknown as { stream?: { pipes?: WritableStateHolder[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) {
    if (pipe._writableState?.needDrain) await new Promise<void>((resolve) => pipe.once('drain', resolve));
  }
}

async function handle(request: XlsxWorkerRequest): Promise<XlsxWorkerReply> {
  if (request.type === 'open') {
    if (file) throw new Error('a file is already open');
    file = open(request.sheet);
    return { type: 'ack' };
  }
  if (!file) throw new Error('no file is open');
  const { sheet, styles, workbook } = file;
  if (request.type === 'rows') {
    file.rows += request.rows.length;
    for (const values of request.rows) {
      const row = sheet.addRow(values);
      styles?.forEach((style, index) => (row.getCell(index + 1).style = style));
      row.commit();
    }
    await drained(sheet);
    return { type: 'ack' };
  }
  addFilter(file);
  file = null;
  sheet.commit();
  await workbook.commit();
  return { type: 'finished' };
}

// Requests arrive one at a time (the caller awaits each reply), so replies keep their order.
port.on('message', (request: XlsxWorkerRequest) => {
  handle(request).then(
    (reply) => port.postMessage(reply),
    (error: unknown) =>
      port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
});
