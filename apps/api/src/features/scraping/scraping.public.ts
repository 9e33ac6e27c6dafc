/** The demo's operator credentials, for the demo seed (server.ts composes it). */
export { credencialesDemo } from './credenciales-demo';
