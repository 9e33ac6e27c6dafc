import { z } from 'zod';

/**
 * Issue 29 §7, decision 243: what the web build writes beside index.html and the API reads to send
 * a screen's address its own page. Imports nothing of ours: the web's Vite config loads it as is.
 */
export const SCREEN_PAGES_FILE = 'screen-pages.json';

/** Each screen's route path (React Router's, `:id` included) and its page under the build. */
export const screenPagesSchema = z.array(z.object({ path: z.string().startsWith('/'), page: z.string() }));
export type ScreenPages = z.infer<typeof screenPagesSchema>;
