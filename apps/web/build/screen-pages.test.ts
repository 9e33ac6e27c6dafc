import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';
import { SCREEN_TABLE } from '../src/app/routes/screen-table';
import { routePaths, screenModules, withPreloads } from './screen-pages';

const TABLE_SOURCE = readFileSync(resolve(import.meta.dirname, '../src/app/routes/screen-table.ts'), 'utf8');
const ROUTES_SOURCE = readFileSync(
  resolve(import.meta.dirname, '../../../packages/domain/src/permissions/web-routes.ts'),
  'utf8',
);

describe('the screen pages of the build (issue 29 §7)', () => {
  it('finds the module of every screen the table loads, and none for a redirect', () => {
    const modules = screenModules(TABLE_SOURCE);
    const loaded = Object.entries(SCREEN_TABLE)
      .filter(([, entry]) => 'load' in entry && entry.load)
      .map(([route]) => route);
    expect([...modules.keys()].sort()).toEqual(loaded.sort());
    expect(modules.get('dashboard')).toBe('../../features/dashboard/components/dashboard-screen');
    // Wrapped in withDataGrid, followed by a prefetch: still the screen's own module.
    expect(modules.get('teletrabajo')).toBe('../../features/teletrabajo/components/teletrabajo-screen');
    expect(modules.get('ofertas')).toBe('../../features/pipeline/components/pipeline-screen');
  });

  it('reads every route’s path from the domain’s table as its code has it', () => {
    const fromTable = Object.fromEntries(
      Object.entries(WEB_ROUTES).map(([name, route]) => [name, route.path]),
    );
    expect(Object.fromEntries(routePaths(ROUTES_SOURCE))).toEqual(fromTable);
  });

  it('adds a preload link per file before </head>, except for the files index.html already names', () => {
    const html =
      '<html><head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n  </head><body></body></html>';
    expect(withPreloads(html, ['assets/index-1.js', 'assets/layout-2.js', 'assets/screen-3.js'])).toBe(
      '<html><head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '\n    <link rel="modulepreload" crossorigin href="/assets/layout-2.js">' +
        '\n    <link rel="modulepreload" crossorigin href="/assets/screen-3.js">' +
        '\n  </head><body></body></html>',
    );
  });
});
