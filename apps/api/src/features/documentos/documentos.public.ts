/**
 * What other features may use of documents: the saved offer's printable HTML and the process's
 * PDF engine, so the offer sent by mail (features/correo) is the PDF the screen downloads.
 */
export { createDocumentosPdfEngine, ofertaGuardadaHtml } from './oferta-guardada-html';
