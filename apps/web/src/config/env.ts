// The only module that reads import.meta.env; vite.config.ts defines VITE_APP_VERSION at build.

export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? '0.0.0';
