import { RUTAS_D, rutaScraping } from '@ventas/domain/proveedores/rutas-api';
import { api } from '../../../api/api';
import type { DownloadedFile } from '../../../api/api-client';
import { saveBlob } from '../../../api/save-blob';
import type { RangoSeguimiento } from '../model/rango-seguimiento';

/** The file name when the provider names none (as the contract PDF's `Contrato_{id}`). */
export const nombrePdfOferta = (id: string) => `Oferta_${id}.pdf`;

/**
 * GET …/management/download-pdf/{id}/ (since, until), handed to the browser under the name our
 * API's Content-Disposition gives (already sanitised there), else `Oferta_{id}.pdf`.
 */
export async function descargarOfertaPdf(slug: string, id: string, rango: RangoSeguimiento): Promise<void> {
  const file = await api.get<DownloadedFile>(rutaScraping(slug, RUTAS_D.downloadPdf, id), {
    query: { ...rango },
    responseType: 'file',
  });
  saveBlob(file.blob, file.filename ?? nombrePdfOferta(id));
}
