interface ImportMetaEnv {
  /** package.json version, injected by vite.config.ts `define`. */
  readonly VITE_APP_VERSION?: string;
  /** When the build was made (ISO 8601), injected by vite.config.ts `define` (developer mode). */
  readonly VITE_APP_BUILT_AT?: string;
  /** Vite's own: 'production' for `vite build`, 'development' under `vite`, 'test' in vitest. */
  readonly MODE: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
