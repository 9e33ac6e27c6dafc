// The Teletrabajo feature's public module: other features import from here only.

// The customer list's URL for a set of filters: figures elsewhere open their customers with it.
export { teletrabajoUrl } from './teletrabajo-url';
