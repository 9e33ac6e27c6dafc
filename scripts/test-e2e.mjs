#!/usr/bin/env node
// `npm run test:e2e`: test.mjs limited to the browser project (still builds the web app first).
process.argv.splice(2, 0, '--project', 'e2e');
await import('./test.mjs');
