/**
 * localStorage keys under which the web app keeps the session tokens.
 * Source of truth: apps/web/src/api/token-storage.ts (ACCESS_KEY, REFRESH_KEY). Not imported on
 * purpose: the e2e suite drives the built app from outside and imports nothing from apps/web.
 */
export const STORAGE_KEYS = { access: 'access', refresh: 'refresh' } as const;
