/**
 * One column of an export. The xlsx is for people: codes become their Spanish labels, dates real
 * Excel dates (in Madrid time), text stays inert (xlsx-cells.ts). The json is data: every value
 * goes as the API holds it (codes, ISO instants).
 */
export interface ExportColumn<Row> {
  key: keyof Row & string;
  header: string;
  width: number;
  /** 'day': a calendar day 'YYYY-MM-DD'; 'datetime': an instant, shown in Madrid time. */
  format?: 'day' | 'datetime';
  /** The label of a coded value, as the screens show it. */
  label?: (code: string) => string;
}
