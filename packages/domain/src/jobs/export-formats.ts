import { z } from 'zod';

/** The formats an export job writes: a spreadsheet, or JSON for programs. */
export const EXPORT_FORMATS = ['xlsx', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** An export's `format` parameter: a spreadsheet unless a program asks for JSON. */
export const exportFormatSchema = z.enum(EXPORT_FORMATS).default('xlsx');
