// SPEC §9: business constants and limits, named once. Screens import from here, never inline.

/** SPEC §9: snackbar default 4000 ms; some errors show for 7000 to 10000 ms. */
export const SNACKBAR_DEFAULT_MS = 4000;
export const SNACKBAR_LONG_MS = 7000;
export const SNACKBAR_LONGER_MS = 8000;
export const SNACKBAR_LONGEST_MS = 10_000;

/** SPEC §4/§9: token refresh and session initialisation wait 200 ms. */
export const TOKEN_REFRESH_WAIT_MS = 200;
export const SESSION_INIT_WAIT_MS = 200;

/** SPEC §4/§9: up to 30 network-error retries of an export's status, 500 ms apart (the polling
 * schedule itself is @ventas/domain/jobs/task-polling, decision 60). */
export const EXPORT_MAX_RETRIES = 30;
export const EXPORT_RETRY_MS = 500;

/** SPEC §8/§9: a chunk load fails after 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** SPEC §4/§9: offers-tracking access check retried every second. */
export const OFFERS_TRACKING_RETRY_MS = 1000;

/** SPEC §9: agendados window is today plus 3 days. */
export const AGENDADOS_WINDOW_DAYS = 3;

/** SPEC §4: the maintenance screen re-asks the server this often (the spec gives no figure). */
export const MAINTENANCE_POLL_MS = 10_000;

/** Text filters and the top-bar search reach a list this long after the last keystroke. */
export const TEXT_FILTER_DEBOUNCE_MS = 400;

/** SPEC §2: a SuperAdmin tapping the drawer footer gets hints after 4 taps, developer mode at 8. */
export const DEVELOPER_MODE_HINT_TAPS = 4;
export const DEVELOPER_MODE_TAPS = 8;
