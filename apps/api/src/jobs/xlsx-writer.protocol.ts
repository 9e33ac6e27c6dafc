/** Messages between export-writer.ts and its xlsx worker thread. */
export type XlsxCell = string | number | null;

/** One file: where it goes, its sheet, and per column its header, width and number format. */
export interface XlsxSheetSpec {
  path: string;
  sheetName: string;
  columns: ReadonlyArray<{ header: string; width: number; numFmt?: string }>;
  /** Rows at the end that are not data (a total): left out of the sheet's filter and sort. */
  footerRows?: number;
}

/**
 * A worker writes one file at a time: `open`, any number of `rows`, then `finish`; after
 * `finished` it waits for the next `open` (the pool keeps it warm, xlsx-worker-pool.ts).
 */
export type XlsxWorkerRequest =
  { type: 'open'; sheet: XlsxSheetSpec } | { type: 'rows'; rows: XlsxCell[][] } | { type: 'finish' };

export type XlsxWorkerReply = { type: 'ack' } | { type: 'finished' } | { type: 'error'; message: string };
