import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import type { XlsxWorkerData, XlsxWorkerReply, XlsxWorkerRequest } from './xlsx-writer.protocol';

// The only module that touches ExcelJS's writer (docs/architecture.md: keep it behind one module).
// It runs in a worker thread: writing blocks 100–170 ms per 1,000 rows.

const { path, columns, sheetName } = workerData as XlsxWorkerData;
const port = parentPort;
if (!port) throw new Error('xlsx-writer.worker must run in a worker thread');

const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
  filename: path,
  useStyles: false,
  useSharedStrings: false,
});
const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
sheet.columns = columns.map((column) => ({ width: column.width }));
sheet.addRow(columns.map((column) => column.header)).commit();

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
async function drained(): Promise<void> {
  const pipes = (sheet as unknown as { stream?: { pipes?: WritableStateHolder[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) {
    if (pipe._writableState?.needDrain) await new Promise<void>((resolve) => pipe.once('drain', resolve));
  }
}

async function handle(request: XlsxWorkerRequest): Promise<XlsxWorkerReply> {
  if (request.type === 'rows') {
    for (const values of request.rows) sheet.addRow(values).commit();
    await drained();
    return { type: 'ack' };
  }
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
