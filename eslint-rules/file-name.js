import { basename } from 'node:path';

/**
 * Issue 32: one way to name a file. A name is kebab-case, then at most one role from this list,
 * then `.test` or `.e2e` for a test (and `.d` for a declaration file). The role says what the
 * file holds, the same in every app; docs/architecture.md ("File names") explains each.
 */
export const FILE_ROLES = [
  'adapter', // one external system behind our interface (an operator's provider, SMTP)
  'calls', // an API's calls declared once: method, path, access, schemas (domain)
  'catalogue', // a catalogue resource declared as data (apps/api servicios)
  'columns', // an export's column list
  'config', // a tool's configuration (vite, vitest, eslint)
  'data', // fixed data a feature reads (a provider's documented payloads, a template's rows)
  'examples', // worked examples of a domain rule, as tables
  'job', // a background job's handler
  'labels', // code → Spanish label tables
  'list', // a list resource declared as data (filters, order, page)
  'plugin', // a Fastify plugin
  'protocol', // messages between a thread and its worker
  'public', // a feature's public surface (the only file other features import)
  'query', // a raw SQL read with its row schema
  'reader', // parses an uploaded file
  'repository', // a table's reads and writes
  'routes', // HTTP routes
  'seed', // demo or platform seed data
  'service', // a feature's use cases (own the transactions)
  'sql', // SQL text kept as its own module
  'table', // a web table's columns and cells
  'template', // builds a downloadable template file
  'test-script', // a test's child process (killed on purpose, or run apart)
  'test-support', // helpers several tests share
  'worker', // a worker thread's code
  'worker-entry', // the .mjs a worker thread starts from: registers tsx, then loads the worker
  'xlsx', // writes a workbook
];

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ROLES = new Set(FILE_ROLES);

/**
 * `name[.role][.test|.e2e][.d].(ts|tsx|js|mjs)`, or why not.
 * @param {string} fileName
 * @returns {string | null}
 */
export function fileNameProblem(fileName) {
  const parts = basename(fileName)
    .replace(/\.(ts|tsx|js|mjs)$/, '')
    .split('.');
  if (parts.length > 1 && parts.at(-1) === 'd') parts.pop();
  if (parts.length > 1 && (parts.at(-1) === 'test' || parts.at(-1) === 'e2e')) parts.pop();
  const [name = '', ...roles] = parts;
  if (!KEBAB.test(name)) return `'${name}' no está en kebab-case (minúsculas, cifras y guiones).`;
  // A second config of one tool names its variant before the role, as Vitest requires of a
  // project's config file (`vitest.node.config.ts`).
  if (roles.length === 2 && roles[1] === 'config' && KEBAB.test(roles[0] ?? '')) roles.shift();
  if (roles.length > 1) return `Un fichero lleva como mucho un papel: '${roles.join('.')}'.`;
  const [role] = roles;
  if (role !== undefined && !ROLES.has(role)) {
    return `'.${role}' no es un papel de fichero; use uno de: ${FILE_ROLES.join(', ')} (eslint-rules/file-name.js).`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const fileNameRule = {
  meta: {
    type: 'suggestion',
    schema: [],
    docs: { description: 'kebab-case file names with one known role' },
  },
  create(context) {
    return {
      Program(node) {
        const problem = fileNameProblem(context.filename);
        if (problem) context.report({ node, message: problem });
      },
    };
  },
};
