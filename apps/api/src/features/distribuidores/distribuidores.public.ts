// The distributors feature's public module: other features import from here only.

// Issue 29 §5: the legal data the offer document prints.
export { datosLegalesColumns } from './datos-legales.repository';
