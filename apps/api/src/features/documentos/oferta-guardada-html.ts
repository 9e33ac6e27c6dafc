import { ofertaDocumentoDe } from '@ventas/domain/documentos/oferta-documento-de';
import { OFERTA_PDF_MAX_HTML_CHARS } from '@ventas/domain/documentos/oferta-pdf-contract';
import type { ClienteViewer } from '@ventas/domain/telework/cliente-scope';
import type { TenantTx } from '../../db/database';
import type { RequestTenant } from '../../http/fastify-types';
import { createPdfEngine, type PdfEngine } from '../../pdf/pdf-engine';
import { loadVisibleOferta } from '../atenciones/atenciones.public';
import { loadClientes } from '../clientes/clientes.public';
import { comercialDelDocumento, distribuidorDelDocumento } from './oferta-documento.repository';
import { renderOfertaHtml } from './oferta-html';

/**
 * The printable offer of saved offer `id`, if `viewer` may read it (a 404 otherwise): the view,
 * its PDF and the offer sent by mail (issue 31 §3) print the same document.
 */
export async function ofertaGuardadaHtml(
  tx: TenantTx,
  viewer: ClienteViewer,
  tenant: Pick<RequestTenant, 'id' | 'name'>,
  id: number,
): Promise<string> {
  const oferta = await loadVisibleOferta(tx, viewer, id);
  const [cliente] = await loadClientes(tx, [oferta.cliente]);
  if (!cliente) throw new Error(`La oferta ${id} no tiene cliente`);
  const distribuidor = await distribuidorDelDocumento(tx, tenant);
  const comercial = await comercialDelDocumento(tx, oferta.comercial);
  return renderOfertaHtml(ofertaDocumentoDe(oferta, cliente, distribuidor, comercial));
}

/** The process's one PDF engine (one Chromium, launched on the first PDF); the app closes it. */
export function createDocumentosPdfEngine(chromiumPath: string | undefined): PdfEngine {
  return createPdfEngine({
    configuredPath: chromiumPath,
    limits: { maxHtmlChars: OFERTA_PDF_MAX_HTML_CHARS },
  });
}
