import { queryOptions } from '@tanstack/react-query';
import { extractoSchema } from '@ventas/domain/calculadora/extracto-contract';
import { api } from '../../../api/api';
import { saveBlob } from '../../../api/save-blob';
import { calculadoraQueryParams } from './calculadora-query-params';

/** Under the calculator's root key, so any edit that refreshes the figures refreshes the statement. */
export const extractoKey = (mes: string, comercial: number | null) =>
  ['calculadora', 'extracto', mes, comercial ?? 'propio'] as const;

/** GET /api/calculadora/extracto/: the month's statement (decision 89). */
export const extractoQuery = (mes: string, comercial: number | null) =>
  queryOptions({
    queryKey: extractoKey(mes, comercial),
    queryFn: async ({ signal }) =>
      extractoSchema.parse(
        await api.get<unknown>('/api/calculadora/extracto/', {
          query: calculadoraQueryParams(mes, comercial),
          signal,
        }),
      ),
  });

/** GET /api/calculadora/extracto/pdf/: the same statement as a PDF file. */
export async function downloadExtractoPdf(mes: string, comercial: number | null): Promise<void> {
  const blob = await api.get<Blob>('/api/calculadora/extracto/pdf/', {
    query: calculadoraQueryParams(mes, comercial),
    responseType: 'blob',
  });
  saveBlob(blob, `extracto-${mes}.pdf`);
}
