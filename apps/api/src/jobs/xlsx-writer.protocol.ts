/** Messages between export-writer.ts and its xlsx worker thread. */
export type XlsxCell = string | number | null;

export interface XlsxWorkerData {
  path: string;
  sheetName: string;
  columns: ReadonlyArray<{ header: string; width: number }>;
}

export type XlsxWorkerRequest = { type: 'rows'; rows: XlsxCell[][] } | { type: 'finish' };

export type XlsxWorkerReply = { type: 'ack' } | { type: 'finished' } | { type: 'error'; message: string };
