import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SCREEN_PAGES_FILE, screenPagesSchema } from '@ventas/domain/http/screen-pages-contract';

/** A route path as React Router matches it: any case, `:name` one segment, a trailing slash or not. */
function pathPattern(path: string): RegExp {
  const segments = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`, 'i');
}

/**
 * Issue 29 §7: the page of the screen a path opens (index.html with that screen's scripts as
 * preload links), or null for index.html itself. Without the build's list (an older build, the
 * tests' own dist), every path is index.html.
 */
export function screenPageFinder(root: string): (pathname: string) => string | null {
  const file = resolve(root, SCREEN_PAGES_FILE);
  if (!existsSync(file)) return () => null;
  const pages = screenPagesSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).map(({ path, page }) => ({
    pattern: pathPattern(path),
    page,
  }));
  return (pathname) => pages.find(({ pattern }) => pattern.test(pathname))?.page ?? null;
}
