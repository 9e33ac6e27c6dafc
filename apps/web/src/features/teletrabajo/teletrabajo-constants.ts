/** Telework screen settings the spec leaves open (docs/decisions.md 19: page size 25, max 100). */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const DEFAULT_ORDERING = '-updated_on';

/** Text filters and the top-bar search reach the list this long after the last keystroke. */
export const TEXT_FILTER_DEBOUNCE_MS = 400;

/** The API refuses longer filter text (clientes-filters.ts). */
export const MAX_FILTER_TEXT = 200;

/** URL parameters of the customer dialog: `?cliente=<id>|nuevo&modo=edit|view`. */
export const CLIENTE_PARAM = 'cliente';
export const MODO_PARAM = 'modo';
export const NUEVO_CLIENTE = 'nuevo';
