/**
 * What other features may use of the catalogue (style.md §1): the database origins' list, which
 * the customer form's `model-query?model=origenBBDD` reads through the same declaration as
 * `origenesbd/`, so both answer the same rows in the same order.
 */
export { listOrigenes } from './origenes.catalogue';
/** The catalogue rows an offer is quoted from (the offer save, issue 13). */
export { readOfferCatalogue, type OfferCatalogueIds } from './offer-catalogue';
