#!/usr/bin/env node
// Issue 32, "one way to write each thing": prints the counts its table tracks, now and target, so
// every conversion commit shows its progress and CI keeps the ones reached from coming back.
//
//   node scripts/consistency.mjs            # the table
//   node scripts/consistency.mjs --json     # the counts, for tools
//   node scripts/consistency.mjs --check    # exit 1 if a count that had reached its target left it
//
// Counted from the source text (no build): imports are read with a regular expression, which the
// codebase's one import style (static `import … from '…'` / `export … from '…'`) allows.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isMain, repoRoot } from './lib/proc.mjs';

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.(test|e2e)\.(ts|tsx)$|\/test-support\/|\/testing\//;

/** Every non-test TypeScript file under `dir` (relative to the repository), sorted. */
function sourceFiles(dir) {
  const out = [];
  const walk = (at) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full);
      } else if (SOURCE.test(entry.name) && !TEST.test(full)) out.push(full);
    }
  };
  walk(path.join(repoRoot, dir));
  return out.sort();
}

const read = (file) => fs.readFileSync(file, 'utf8');
const count = (text, pattern) => (text.match(pattern) ?? []).length;

/** A transaction opened on the database handle (tenant scope, registry or owner), even split over lines. */
const OPENS_TRANSACTION = /\bdatabase\s*\.\s*(?:tenant|tenantLagging|registry|owner\s*\.\s*transaction)\s*\(/;

/** Route files that open a transaction themselves instead of leaving it to a service. */
export function routesOpeningTransactions() {
  const routes = sourceFiles('apps/api/src').filter((file) => file.endsWith('.routes.ts'));
  const opening = routes.filter((file) => OPENS_TRANSACTION.test(read(file)));
  return { now: opening.length, of: routes.length };
}

/** Raw-SQL results cast to a row type without a check. */
export function uncheckedRowCasts() {
  const files = [...sourceFiles('apps'), ...sourceFiles('packages')];
  return { now: files.reduce((sum, file) => sum + count(read(file), /\browsOf</g), 0) };
}

/** A web test's fake server or its set-up: it answers paths, so it spells them. */
const TEST_FAKE = /\/test\/|-test-(?:setup|support)\.tsx?$/;

/**
 * Hand-written `/api/…` paths in the web app (every call should be declared once, in the domain),
 * with how many of those files are tests' fake servers rather than the app.
 */
export function webApiPathLiterals() {
  let literals = 0;
  let files = 0;
  let testFakes = 0;
  for (const file of sourceFiles('apps/web/src')) {
    const found = count(read(file), /['"`]\/api\//g);
    literals += found;
    if (found > 0) files += 1;
    if (found > 0 && TEST_FAKE.test(file)) testFakes += 1;
  }
  return { now: files, literals, testFakes };
}

/**
 * A route spelled by hand on the instance or a scope of it: `app.get(…)`, `scope.post(…)`,
 * `.route({ method, url … })`. (A `map.get('key')` is not a route: only the instance's names count.)
 */
const HAND_ROUTE = /\b(?:app|scope)\.(?:get|post|put|patch|delete)\(|\.route\(\s*\{/g;

/** API routes registered by hand rather than from a call declared in the domain (`routeCall`). */
export function handWrittenRoutes() {
  let hand = 0;
  let declared = 0;
  for (const file of sourceFiles('apps/api/src')) {
    if (file.endsWith('.test.ts') || file.endsWith('call-route.ts')) continue;
    const text = read(file);
    hand += count(text, HAND_ROUTE);
    declared += count(text, /\brouteCall\(/g);
  }
  return { now: hand, declared };
}

/** A form's edited values declared field by field (`interface XValues {`), not derived. */
const DECLARED_VALUES = /^(?:export )?(?:interface \w*Values\b|type \w*Values\s*=\s*\{)/gm;

/**
 * Web mirrors of the domain's form schemas: edited values declared again field by field instead
 * of derived from the domain form's input (`FormTextValues`, components/form-fields).
 */
export function formValueMirrors() {
  const files = sourceFiles('apps/web/src').filter((file) => !/\.test\.tsx?$/.test(file));
  return { now: files.reduce((sum, file) => sum + count(read(file), DECLARED_VALUES), 0) };
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s(?:type\s)?[^'";]*?from\s*['"]([^'"]+)['"]/g;

/** The files `file` imports, resolved to files of the repository (packages by their source). */
function importsOf(file) {
  const targets = [];
  for (const [, spec] of read(file).matchAll(IMPORT)) {
    let base;
    if (spec.startsWith('.')) base = path.resolve(path.dirname(file), spec);
    else if (spec.startsWith('@ventas/domain/'))
      base = path.join(repoRoot, 'packages/domain/src', spec.slice('@ventas/domain/'.length));
    else continue;
    const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
    const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    if (found) targets.push(found);
  }
  return targets;
}

/** Strongly connected components with more than one node (Tarjan), each sorted. */
function cycles(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

/**
 * Import cycles in `dir`: between files, and between the folders `folderOf` groups them into
 * (a feature, a domain area). Type-only imports count: they tie the files' meanings together.
 */
export function importCycles(dir, folderOf) {
  const files = sourceFiles(dir);
  const fileGraph = new Map(files.map((file) => [file, importsOf(file)]));
  const folderGraph = new Map();
  for (const [file, targets] of fileGraph) {
    const from = folderOf(file);
    if (!from) continue;
    const edges = folderGraph.get(from) ?? new Set();
    for (const target of targets) {
      const to = folderOf(target);
      if (to && to !== from) edges.add(to);
    }
    folderGraph.set(from, edges);
  }
  const relative = (file) => path.relative(repoRoot, file);
  return {
    files: cycles(fileGraph).map((cycle) => cycle.map(relative)),
    folders: cycles(folderGraph),
  };
}

const folderUnder = (root) => (file) => {
  const rel = path.relative(path.join(repoRoot, root), file);
  if (rel.startsWith('..')) return null;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? first : null;
};

/** The decision record: one file with numbered entries, or a folder with one file each. */
export function decisionRecord() {
  const folder = path.join(repoRoot, 'docs/decisions');
  // Its README.md is the index; every other file is one decision (NNN-title.md).
  if (fs.existsSync(folder))
    return { now: 'folder', entries: fs.readdirSync(folder).filter((f) => /^\d{3}-.+\.md$/.test(f)).length };
  const text = read(path.join(repoRoot, 'docs/decisions/'));
  return { now: 'one file', entries: count(text, /\n\d+\. /g), lines: text.split('\n').length };
}

export function measure() {
  const web = importCycles('apps/web/src', folderUnder('apps/web/src/features'));
  const api = importCycles('apps/api/src', folderUnder('apps/api/src/features'));
  const domain = importCycles('packages/domain/src', folderUnder('packages/domain/src'));
  return {
    routesOpeningTransactions: routesOpeningTransactions(),
    uncheckedRowCasts: uncheckedRowCasts(),
    webApiPathLiterals: webApiPathLiterals(),
    handWrittenRoutes: handWrittenRoutes(),
    formValueMirrors: formValueMirrors(),
    fileCycles: [...web.files, ...api.files, ...domain.files],
    featureCycles: [
      ...web.folders.map((c) => `web ${c.join(' ↔ ')}`),
      ...api.folders.map((c) => `api ${c.join(' ↔ ')}`),
    ],
    domainFolderCycles: domain.folders.map((c) => c.join(' ↔ ')),
    decisions: decisionRecord(),
  };
}

/** [what, now, target, reached] rows of the table. */
export function rows(m) {
  const list = (items) =>
    items.length === 0
      ? '0'
      : `${items.length}: ${items.map((i) => (Array.isArray(i) ? i.join(' ↔ ') : i)).join('; ')}`;
  return [
    [
      'route files opening a transaction (`database.tenant(`/`.tenantLagging(`/`.registry(`/`.owner.transaction(` in *.routes.ts)',
      `${m.routesOpeningTransactions.now} of ${m.routesOpeningTransactions.of}`,
      '0',
      m.routesOpeningTransactions.now === 0,
    ],
    [
      'unchecked raw-SQL row casts (`rowsOf<T>`)',
      String(m.uncheckedRowCasts.now),
      '0',
      m.uncheckedRowCasts.now === 0,
    ],
    [
      "web files with a hand-written '/api/…' path",
      `${m.webApiPathLiterals.now} (${m.webApiPathLiterals.literals} literals; ${m.webApiPathLiterals.testFakes} of the files are tests' fake servers)`,
      '0',
      m.webApiPathLiterals.now === 0,
    ],
    [
      'API routes written by hand, not registered from a declared call (`routeCall`)',
      `${m.handWrittenRoutes.now} (${m.handWrittenRoutes.declared} declared)`,
      '0',
      m.handWrittenRoutes.now === 0,
    ],
    [
      'web form values declared field by field (`interface XValues {`), not derived from the domain form',
      String(m.formValueMirrors.now),
      '0',
      m.formValueMirrors.now === 0,
    ],
    ['file import cycles (type-only included)', list(m.fileCycles), '0', m.fileCycles.length === 0],
    ['feature cycles (web, api)', list(m.featureCycles), '0', m.featureCycles.length === 0],
    ['domain folder cycles', list(m.domainFolderCycles), '0', m.domainFolderCycles.length === 0],
    [
      'decision record',
      `${m.decisions.now}, ${m.decisions.entries} entries`,
      'docs/decisions/NNN-title.md',
      m.decisions.now === 'folder',
    ],
  ];
}

/**
 * Targets reached and kept, by their row's `what`: --check fails if one of these regresses (CI runs
 * it after lint). Each conversion commit that reaches a row's target adds it here.
 */
export const KEPT = [
  'route files opening a transaction (`database.tenant(`/`.tenantLagging(`/`.registry(`/`.owner.transaction(` in *.routes.ts)',
  'domain folder cycles',
  'file import cycles (type-only included)',
  'feature cycles (web, api)',
  'decision record',
  'web form values declared field by field (`interface XValues {`), not derived from the domain form',
];

if (isMain(import.meta.url)) {
  const { values } = parseArgs({ options: { json: { type: 'boolean' }, check: { type: 'boolean' } } });
  const m = measure();
  if (values.json) console.log(JSON.stringify(m, null, 2));
  else {
    console.log('| what | now | target |\n|---|---|---|');
    for (const [what, now, target] of rows(m)) console.log(`| ${what} | ${now} | ${target} |`);
  }
  if (values.check) {
    const reached = new Map(rows(m).map(([what, , , done]) => [what, done]));
    const lost = KEPT.filter((what) => reached.get(what) !== true);
    if (lost.length > 0) {
      console.error(`Objetivo perdido: ${lost.join('; ')}`);
      process.exitCode = 1;
    }
  }
}
