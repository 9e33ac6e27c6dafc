interface ImportMetaEnv {
  /** package.json version, injected by vite.config.ts `define`. */
  readonly VITE_APP_VERSION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
