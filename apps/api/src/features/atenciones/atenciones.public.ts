/**
 * What other features may use of attentions (style.md §1): a saved offer as the caller may read
 * it, for its printable view and PDF (documentos).
 */
export { loadVisibleOferta } from './ofertas/oferta-save.service';
