import { RUTAS_D, rutaScraping } from '@ventas/domain/proveedores/rutas-api';
import type { RangoSeguimiento } from '../model/rango-seguimiento';
import { downloadNamedFile } from '../../../api/download-named-file';

/** The file name when the provider names none (as the contract PDF's `Contrato_{id}`). */
export const nombrePdfOferta = (id: string) => `Oferta_${id}.pdf`;

/**
 * GET …/management/download-pdf/{id}/ (since, until), handed to the browser under the name our
 * API's Content-Disposition gives (already sanitised there), else `Oferta_{id}.pdf`.
 */
export async function descargarOfertaPdf(slug: string, id: string, rango: RangoSeguimiento): Promise<void> {
  await downloadNamedFile(rutaScraping(slug, RUTAS_D.downloadPdf, id), { ...rango }, nombrePdfOferta(id));
}
