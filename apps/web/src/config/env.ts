// The only module that reads import.meta.env; vite.config.ts defines VITE_APP_VERSION at build.

export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? '0.0.0';

/** Developer mode (issue 29) says which build is running: when it was made, and how. */
export const APP_BUILT_AT: string | null = import.meta.env.VITE_APP_BUILT_AT ?? null;
export const APP_BUILD_MODE: string = import.meta.env.MODE;

/**
 * Issue 32: every answer of a declared call is checked against its schema in development and in
 * the tests (a drift between the server and the screen fails there); production skips the work.
 */
export const CHECKS_API_ANSWERS: boolean = import.meta.env.MODE !== 'production';
