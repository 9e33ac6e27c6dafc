import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { fileNameRule } from './eslint-rules/file-name.js';

/** Sub-folders of `dir`, read at load time: a new feature or layer gets its zones without editing this file. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** style.md §1: a feature imports another only through `features/<x>/<x>.public.ts` (both apps). */
const featureZones = (app) =>
  foldersOf(`./apps/${app}/src/features`).map((feature) => ({
    target: `./apps/${app}/src/features/!(${feature})/**`,
    from: `./apps/${app}/src/features/${feature}`,
    except: [`./${feature}.public.ts`],
    message: `Otra feature solo importa features/${feature}/${feature}.public.ts.`,
  }));

/** API infrastructure: every folder of src/ but features/ (db, http, plugins, jobs, session, ...). */
const apiInfrastructure = [
  ...foldersOf('./apps/api/src').filter((folder) => folder !== 'features'),
  'config.ts',
].map((entry) => `./apps/api/src/${entry}`);

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/screenshots/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      // Without these the import rules neither resolve extension-less .ts imports nor parse .ts
      // files, and silently pass (no zone, no cycle is ever seen).
      'import/extensions': ['.ts', '.tsx'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Libraries cannot import our code back: skipping them keeps import/no-cycle cheap.
      'import/ignore': ['node_modules'],
      // Node's resolution with TypeScript's extensions follows every relative import, which is
      // all the zones and the cycle check need (the TypeScript resolver's native binding cannot
      // be locked for every platform by npm, so `npm ci` refused the lock file).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // style.md §1: dependencies point one way.
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            { target: './packages/domain', from: './apps', message: 'El dominio no importa nada de apps/*.' },
            { target: './apps/web', from: './apps/api', message: 'La web no importa código del servidor.' },
            { target: './apps/api', from: './apps/web', message: 'El servidor no importa código de la web.' },
            ...featureZones('api'),
            ...featureZones('web'),
            {
              target: apiInfrastructure,
              from: './apps/api/src/features',
              message: 'La infraestructura del servidor no importa features; app.ts las compone.',
            },
            {
              target: ['api', 'components', 'lib', 'config', 'session'].map(
                (layer) => `./apps/web/src/${layer}`,
              ),
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Las capas compartidas de la web no importan features/ ni app/.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Una feature de la web no importa app/.',
            },
            {
              // date-holidays and its data are ~240 kB gzipped: the server gives the web the days.
              target: './apps/web',
              from: './packages/domain/src/calculadora/regional-holidays.ts',
              message: 'Los festivos autonómicos (date-holidays) solo se calculan en el servidor.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 32: rules that need the types. A promise nobody awaits loses its failure (write `void`
    // where that is meant); a switch over a union must name every member or have a default. The
    // type-aware pass runs beside the typecheck in CI (.ci/run), so it adds little to the step.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Config files no tsconfig includes.
          allowDefaultProject: [
            'vitest.config.ts',
            'packages/domain/vitest.config.ts',
            'apps/provider-simulator/vitest.config.ts',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    // Issue 32: the JSX accessibility rules. A dialog's first field takes the focus on purpose (the
    // WAI-ARIA dialog pattern moves focus into the dialog), through MUI's `autoFocus` prop, so only
    // `autoFocus` on a plain DOM element is refused.
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Issue 32: kebab-case names with one role from eslint-rules/file-name.js's list.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { ventas: { rules: { 'file-name': fileNameRule } } },
    rules: { 'ventas/file-name': 'error' },
  },
  {
    files: ['scripts/**/*.mjs', '**/*.config.{js,ts}', 'bench/**/*.{js,mjs,ts}', 'eslint-rules/*.js'],
    languageOptions: { globals: globals.node },
  },
);
