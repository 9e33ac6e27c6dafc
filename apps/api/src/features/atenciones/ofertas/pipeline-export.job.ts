import { segmentLabel } from '@ventas/domain/servicios/segment-labels';
import { z } from 'zod';
import type { ClienteViewer } from '@ventas/domain/telework/cliente-scope';
import { estadoOfertaLabel } from '@ventas/domain/ofertas/oferta-estados';
import { isRoleId } from '@ventas/domain/permissions/roles';
import { laggingReadsOf, type Database } from '../../../db/database';
import type { ExportColumn } from '../../../jobs/export-column';
import type { ExportFiles } from '../../../jobs/export-files';
import type { JobHandler } from '../../../jobs/job-types';
import { createListExportHandler, type ListExport } from '../../../lists/list-export';
import { pipelineListaQuerySchema } from '@ventas/domain/ofertas/pipeline-contract';
import { contarPipeline, tarjetasTras, type PipelineCursor, type PipelineQuery } from './pipeline.repository';

export const PIPELINE_EXPORT_KIND = 'export-pipeline';

/** A list row flattened for a sheet: names, the status's code (the xlsx shows its label), euros. */
export interface PipelineExportRow {
  id: number;
  cliente: string;
  comercial: string | null;
  estado: string;
  operador: string | null;
  segmento: string | null;
  /** A number, so the sheet can add it up. */
  precio_total: number | null;
  created_on: string;
  updated_on: string;
  cursor: PipelineCursor;
}

const estadoLabel = (code: string) => estadoOfertaLabel(Number(code)) ?? code;

/** The list's columns as the board names them; text goes through the shared cell writer (inert). */
export const PIPELINE_EXPORT_COLUMNS: ExportColumn<PipelineExportRow>[] = [
  { key: 'id', header: 'Oferta', width: 10 },
  { key: 'cliente', header: 'Cliente', width: 30 },
  { key: 'comercial', header: 'Comercial', width: 24 },
  { key: 'estado', header: 'Estado', width: 18, label: estadoLabel },
  { key: 'operador', header: 'Operador', width: 12 },
  { key: 'segmento', header: 'Segmento', width: 14, label: segmentLabel },
  { key: 'precio_total', header: 'Total mensual (€)', width: 16 },
  { key: 'created_on', header: 'Creada', width: 18, format: 'datetime' },
  { key: 'updated_on', header: 'Actualizada', width: 18, format: 'datetime' },
];

/**
 * Whose offers the file holds: the requester as the list's scope reads them (clientesJoin), kept
 * in the job so a Comercial's export holds what their list shows, whoever runs the job.
 */
export const pipelineViewerSchema: z.ZodType<ClienteViewer> = z.object({
  accountId: z.number().int().positive(),
  roleId: z.custom<ClienteViewer['roleId']>(isRoleId),
  isAdmin: z.boolean(),
  groups: z.array(z.string()),
});

export const viewerScopeOf = ({ accountId, roleId, isAdmin, groups }: ClienteViewer): ClienteViewer => ({
  accountId,
  roleId,
  isAdmin,
  groups: [...groups],
});

/** Issue 31 §2: the pipeline's list, with its filters and order, as xlsx or json. */
export const PIPELINE_EXPORT: ListExport<PipelineQuery, ClienteViewer, PipelineExportRow, PipelineCursor> = {
  kind: PIPELINE_EXPORT_KIND,
  filePrefix: 'ofertas',
  sheetName: 'Ofertas',
  rowsNoun: 'ofertas',
  columns: PIPELINE_EXPORT_COLUMNS,
  querySchema: pipelineListaQuerySchema,
  scopeSchema: pipelineViewerSchema,
  count: (tx, query, viewer) => contarPipeline(tx, viewer, query),
  batch: async (tx, query, viewer, after, limit) =>
    (await tarjetasTras(tx, viewer, query, after, limit)).map(({ tarjeta, cursor }) => ({
      id: tarjeta.id,
      cliente: tarjeta.cliente.nombre,
      comercial: tarjeta.comercial?.nombre_completo ?? null,
      estado: String(tarjeta.estado),
      operador: tarjeta.operador,
      segmento: tarjeta.segmento,
      precio_total: tarjeta.precio_total === null ? null : Number(tarjeta.precio_total),
      created_on: tarjeta.created_on,
      updated_on: tarjeta.updated_on,
      cursor,
    })),
  cursorOf: (row) => row.cursor,
};

export const createPipelineExportHandler = (deps: { database: Database; files: ExportFiles }): JobHandler =>
  createListExportHandler(PIPELINE_EXPORT, { ...deps, database: laggingReadsOf(deps.database) });
