#!/usr/bin/env node
// How the API process runs for `npm start` and the benches: compiled, with a heap limit.
//
// The build bundles apps/api/src/server.ts, bootstrap.ts and each worker thread with esbuild into
// apps/api/dist/ (our TypeScript and @ventas/domain; packages from node_modules stay imports).
// Node then runs plain JavaScript: started through tsx, the process idled ~70 MiB higher (tsx's
// loader, each module's transformed source and source map), and each worker thread registered
// tsx again (docs/performance.md, "Catalogue import"). `npm run dev -w @ventas/api` still runs the
// source through tsx.
//
// Two conventions keep the bundle's behaviour the source's:
// - `import.meta.url` in a source file is that file's own URL (the migrations, the postal codes
//   and package.json are read beside their module, in apps/api/src);
// - a worker thread is `<name>.worker.ts`, started with
//   `new URL('./<name>.worker-entry.mjs', import.meta.url)`. From source that entry registers tsx
//   and imports the .ts; in the build the URL is left relative to the bundle, and the worker,
//   compiled, is written under that name beside it. (A start the pattern misses still works: the
//   worker then loads through tsx.)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMain, repoRoot } from './lib/proc.mjs';

const API_SOURCE = path.join(repoRoot, 'apps/api/src');
export const API_DIST = path.join(repoRoot, 'apps/api/dist');
export const SERVER_BUNDLE = path.join(API_DIST, 'server.mjs');
/** `npm run bootstrap` (issue 28): the first administrator of a production installation. */
export const BOOTSTRAP_BUNDLE = path.join(API_DIST, 'bootstrap.mjs');

const WORKER_ENTRY = /new URL\((['"])\.\/([\w.-]+)\.worker-entry\.mjs\1, import\.meta\.url\)/g;

/** esbuild as tsx installs it (tsx depends on it; the API depends on tsx): no dependency of our own. */
function loadEsbuild() {
  const fromApi = createRequire(path.join(repoRoot, 'apps/api/package.json'));
  return createRequire(fromApi.resolve('tsx'))('esbuild');
}

/** Every `*.worker.ts` under apps/api/src (tests aside): its name and its source. */
function workerSources(dir = API_SOURCE) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...workerSources(file));
    else if (entry.name.endsWith('.worker.ts'))
      found.push({ name: entry.name.slice(0, -'.worker.ts'.length), file });
  }
  return found;
}

/** Our code is bundled; every other bare import (node_modules, node:) stays an import. */
const sourcePlugin = {
  name: 'ventas-source',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@ventas/') ? undefined : { path: args.path, external: true },
    );
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await fs.promises.readFile(args.path, 'utf8');
      const fileUrl = JSON.stringify(pathToFileURL(args.path).href);
      const workers = [];
      const kept = text.replace(WORKER_ENTRY, (whole) => {
        workers.push(whole);
        return `__WORKER_ENTRY_${workers.length - 1}__`;
      });
      const contents = kept
        .replaceAll('import.meta.url', fileUrl)
        .replace(/__WORKER_ENTRY_(\d+)__/g, (_m, i) => workers[Number(i)]);
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * V8 lets the old generation grow to a multiple of the live heap before a full collection: up to
 * 4× when the heap limit is 2 GB or more (the default limit is a quarter of the RAM up to 4 GB:
 * 4,144 MB on the 24 GB benchmark box), between 1.3× and 2× below it (1.4× at 512 MB). The API's
 * live heap is 60–90 MB, and a 10,000-row catalogue import sends hundreds of MB of short-lived
 * objects to the old generation: with the default limit the process peaked at 440–450 MiB, mostly
 * garbage, and at 256–269 MiB with this one (docs/performance.md, "Catalogue import"). 512 MB is
 * 5× the live heap: an API that ever needs more has a leak to find, and then stops with
 * "JavaScript heap out of memory" instead of growing. xlsx exports run in a worker thread with
 * limits of its own.
 */
export const API_NODE_FLAGS = ['--max-old-space-size=512'];

/** Builds apps/api/dist (a fraction of a second); the server bundle's path. */
export async function buildApi() {
  const esbuild = loadEsbuild();
  const workers = workerSources();
  const names = workers.map((worker) => worker.name);
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated) throw new Error(`build-api: two workers named ${repeated}.worker.ts`);
  const { outputFiles } = await esbuild.build({
    entryPoints: [
      { in: path.join(API_SOURCE, 'server.ts'), out: 'server' },
      { in: path.join(API_SOURCE, 'bootstrap.ts'), out: 'bootstrap' },
      ...workers.map((worker) => ({ in: worker.file, out: `${worker.name}.worker-entry` })),
    ],
    outdir: API_DIST,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: path.join(repoRoot, 'apps/api/tsconfig.json'),
    sourcemap: 'linked',
    plugins: [sourcePlugin],
    logLevel: 'warning',
    write: false,
  });
  fs.mkdirSync(API_DIST, { recursive: true });
  for (const file of outputFiles) replaceFile(file.path, file.contents);
  return SERVER_BUNDLE;
}

/**
 * A server already running from apps/api/dist (another bench, `npm start`) loads a worker's file
 * when it starts a thread: each file is replaced whole (renamed over), and only if it changed.
 */
function replaceFile(file, contents) {
  try {
    if (fs.readFileSync(file).equals(contents)) return;
  } catch {
    // not built yet
  }
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

/** Builds, then node's arguments to start the API: its flags, `nodeArgs` (later flags win), the bundle. */
export async function apiServerArgs(nodeArgs = []) {
  return [...API_NODE_FLAGS, ...nodeArgs, await buildApi()];
}

if (isMain(import.meta.url)) {
  try {
    const started = performance.now();
    await buildApi();
    console.log(`apps/api/dist en ${Math.round(performance.now() - started)} ms`);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
