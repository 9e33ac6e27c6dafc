import { queryOptions } from '@tanstack/react-query';
import { extractoCalls } from '@ventas/domain/calculadora/extracto.calls';
import { api } from '../../../api/api';
import { sendCall } from '../../../api/send-call';
import { saveBlob } from '../../../api/save-blob';
import { calculadoraQueryParams } from './calculadora-query-params';

/** Under the calculator's root key, so any edit that refreshes the figures refreshes the statement. */
export const extractoKey = (mes: string, comercial: number | null) =>
  ['calculadora', 'extracto', mes, comercial ?? 'propio'] as const;

/** The month's statement (decision 89). */
export const extractoQuery = (mes: string, comercial: number | null) =>
  queryOptions({
    queryKey: extractoKey(mes, comercial),
    queryFn: ({ signal }) =>
      sendCall(extractoCalls.extracto, { query: calculadoraQueryParams(mes, comercial) }, { signal }),
  });

/** GET /api/calculadora/extracto/pdf/: the same statement as a PDF file (a file: by hand). */
export async function downloadExtractoPdf(mes: string, comercial: number | null): Promise<void> {
  const blob = await api.get<Blob>('/api/calculadora/extracto/pdf/', {
    query: calculadoraQueryParams(mes, comercial),
    responseType: 'blob',
  });
  saveBlob(blob, `extracto-${mes}.pdf`);
}
