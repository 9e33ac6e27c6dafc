/** The formats an export job writes: a spreadsheet, or JSON for programs. */
export const EXPORT_FORMATS = ['xlsx', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
