/**
 * What other features may use of attentions (style.md §1): a saved offer as the caller may read
 * it, for its printable view and PDF (documentos); and, for the offer sent by mail (issue 31 §3),
 * the offer locked for a change with its customer, and the status change under the offer's rules.
 */
export { loadVisibleOferta, requireVisibleOferta } from './ofertas/oferta-save.service';
export { cambiarEstadoOferta } from './ofertas/oferta-estado.service';
