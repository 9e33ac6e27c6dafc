import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
// By path, not by package name: the config loader bundles relative imports but hands packages to
// Node, which cannot load the domain's TypeScript.
import {
  SCREEN_PAGES_FILE,
  type ScreenPages,
} from '../../../packages/domain/src/http/screen-pages-contract.ts';

const SCREEN_TABLE_FILE = resolve(import.meta.dirname, '../src/app/routes/screen-table.ts');
// Read as text: the config loader cannot import the domain's extensionless TypeScript imports.
const WEB_ROUTES_FILE = resolve(
  import.meta.dirname,
  '../../../packages/domain/src/permissions/web-routes.ts',
);

/**
 * The module each route of the screen table loads first: `name: { load: () => import('…')`. The
 * first `import(` of an entry is its screen (a `prefetch` or `withDataGrid`'s own come after it
 * or around it); redirects have none.
 */
export function screenModules(source: string): Map<string, string> {
  const modules = new Map<string, string>();
  const entries = [...source.matchAll(/^ {2}(\w+): \{/gm)];
  entries.forEach((entry, i) => {
    const block = source.slice(entry.index, entries[i + 1]?.index ?? source.length);
    const specifier = /import\('([^']+)'\)/.exec(block)?.[1];
    if (specifier) modules.set(entry[1]!, specifier);
  });
  return modules;
}

/** Each named route's path in the domain's table: `name: { path: '/…'`. */
export function routePaths(source: string): Map<string, string> {
  return new Map([...source.matchAll(/(\w+): \{\s*path: '([^']+)'/g)].map((match) => [match[1]!, match[2]!]));
}

/** index.html with a `<link rel=modulepreload>` per file, before `</head>`, leaving out those it names. */
export function withPreloads(html: string, files: readonly string[]): string {
  const links = files
    .filter((file) => !html.includes(`"/${file}"`))
    .map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return html.replace(/\s*<\/head>/, `${links}\n  </head>`);
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  name: string;
  imports: readonly string[];
  facadeModuleId: string | null;
  isDynamicEntry: boolean;
}

/** `files` and every chunk they import statically, in the order met. */
function closure(chunks: ReadonlyMap<string, ChunkLike>, files: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(chunks.get(file)?.imports ?? []));
  }
  return [...seen];
}

const withoutExtension = (file: string) => file.replace(/\.(tsx?|jsx?)$/, '');

/**
 * Issue 29 §7: a page for each screen of the screen table, `screens/<route>.html`: index.html plus
 * a modulepreload link for each script its first paint needs beyond the entry's (the layout's
 * chunk, the screen's, and what they import). The browser's preload scanner fetches them while
 * the entry downloads, instead of once the entry has run and the session check has started them.
 * The server sends a route's page for its path (`screen-pages.json`), index.html for the others.
 */
export function screenPages(): Plugin {
  return {
    name: 'ventas-screen-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') {
        this.error('screen-pages: the build has no index.html');
      }
      const html = index.source;
      const chunks = new Map<string, ChunkLike>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const byModule = new Map<string, ChunkLike>();
      for (const chunk of chunks.values()) {
        if (chunk.isDynamicEntry && chunk.facadeModuleId) {
          byModule.set(withoutExtension(chunk.facadeModuleId), chunk);
        }
      }
      const layout = [...chunks.values()].find((chunk) => chunk.name === 'app-layout');
      if (!layout) this.error('screen-pages: no app-layout chunk');

      const pages: ScreenPages = [];
      const tableDir = dirname(SCREEN_TABLE_FILE);
      const paths = routePaths(readFileSync(WEB_ROUTES_FILE, 'utf8'));
      for (const [route, specifier] of screenModules(readFileSync(SCREEN_TABLE_FILE, 'utf8'))) {
        const screen = byModule.get(resolve(tableDir, specifier));
        const path = paths.get(route);
        if (!screen || !path) this.error(`screen-pages: no chunk or path for the route '${route}'`);
        const page = `screens/${route}.html`;
        const files = closure(chunks, [layout.fileName, screen.fileName]);
        this.emitFile({ type: 'asset', fileName: page, source: withPreloads(html, files) });
        pages.push({ path, page });
      }
      this.emitFile({ type: 'asset', fileName: SCREEN_PAGES_FILE, source: JSON.stringify(pages, null, 2) });
    },
  };
}
