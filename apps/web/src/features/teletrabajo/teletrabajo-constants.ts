export { DEFAULT_ORDERING, DEFAULT_PAGE_SIZE, MAX_FILTER_TEXT } from '@ventas/domain/clientes/clientes-list';
/** Telework screen settings the spec leaves open (docs/decisions.md 20: page size 25, max 100). */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

/** Text filters and the top-bar search reach the list this long after the last keystroke. */
export const TEXT_FILTER_DEBOUNCE_MS = 400;

/** URL parameters of the customer dialog: `?cliente=<id>|nuevo&modo=edit|view`. */
export const CLIENTE_PARAM = 'cliente';
export const MODO_PARAM = 'modo';
export const NUEVO_CLIENTE = 'nuevo';
