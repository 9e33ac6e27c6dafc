import { z } from 'zod';
import { PIPELINE_LISTA_FILTERS, pipelineListaQuerySchema } from '@ventas/domain/ofertas/pipeline-contract';
import { EXPORT_FORMATS } from '../../../jobs/export-files';
import { listParamNames } from '@ventas/domain/http/list-query';

/**
 * The export's query string: the list's, checked now (a bad filter is a 400, not a failed job)
 * and stored raw, plus the format. Its parameters are named so the OpenAPI document lists them.
 */
export const pipelineExportQuerySchema = z
  .looseObject({
    ...Object.fromEntries(
      listParamNames(PIPELINE_LISTA_FILTERS).map((name) => [name, z.unknown().optional()]),
    ),
    format: z.enum(EXPORT_FORMATS).default('xlsx'),
  })
  .superRefine((query, ctx) => {
    const parsed = pipelineListaQuerySchema.safeParse(query);
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  });
