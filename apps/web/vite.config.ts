import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { screenPages } from './build/screen-pages.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const packageDir = (name: string) =>
  new RegExp(`[\\\\/]node_modules[\\\\/]${name.replace('/', '[\\\\/]')}[\\\\/]`);

export default defineConfig({
  base: '/',
  plugins: [react(), screenPages(), precompress()],
  // The drawer footer shows "Versión X", developer mode the build's date too; src/config/env.ts
  // is the only reader.
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version),
    'import.meta.env.VITE_APP_BUILT_AT': JSON.stringify(new Date().toISOString()),
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      // Needed by experimentalInlineCommonChunks below: the only entry is index.html's script,
      // whose exports nobody imports.
      preserveEntrySignatures: false,
      treeshake: {
        moduleSideEffects: [
          // The app's own modules do nothing on import but define what they export, so a module
          // none of whose exports is used is left out: a feature's public barrel (`*.public.ts`)
          // then brings only the parts its importer uses (the Dashboard took the DataGrid, react-hook-form
          // and the customer forms through them). The one module imported for its effect stays.
          { test: /[\\/]apps[\\/]web[\\/]src[\\/]config[\\/]dayjs-setup\.ts$/, sideEffects: true },
          { test: /[\\/]apps[\\/]web[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // A logged-in page asked for ~140 script files, 101 of them under 2 KB (one icon, one
          // label table each): one request and one preload link each, ~2 s of a phone's first
          // paint (docs/performance.md, issue 29 §7). Shared chunks under 64 KiB of source are
          // copied into the chunks that read them instead; rolldown's runtime keeps one instance
          // of each module across the copies (one state, one execution). Decision 242 has the
          // figures and what it costs (more bytes over all screens, each downloaded once).
          experimentalInlineCommonChunks: { maxSize: 64 * 1024 },
          // e2e/tests/login-path-bundle.e2e.ts holds what these keep apart and the login path's budget.
          groups: [
            // The grid package itself. It is a dynamic import of its own (app/routes/with-data-grid.ts),
            // so the MUI parts only it uses go to a chunk shared with it, never to a screen's chunk
            // (which the grid would then import back: a cycle). Its dependencies stay out of this
            // group: captured with it, React and MUI's core would follow onto the login path.
            {
              name: 'mui-x-data-grid',
              test: packageDir('@mui/x-data-grid'),
              includeDependenciesRecursively: false,
            },
            // Self-contained libraries used across screens: one cacheable chunk each, loaded only
            // by the chunks that use them (left to themselves they land in a shared MUI chunk).
            { name: 'dayjs', test: packageDir('dayjs') },
            { name: 'zod', test: packageDir('zod') },
          ],
        },
      },
    },
  },
});
