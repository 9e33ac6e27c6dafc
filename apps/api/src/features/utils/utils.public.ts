// The utils feature's public module: other features import from here only (style.md §1).

// Of some sale-type values, those the distributor offers, held until the caller's save ends
// (issue 29 §5: an offer save checks its packages' types in its own transaction).
export { ofrecidos as tiposVentaOfrecidos } from './tipos-venta.repository';
// Each sale type's label by its stored value: what a document or an export shows for a package.
export { etiquetasTipoVenta } from './tipos-venta.repository';
