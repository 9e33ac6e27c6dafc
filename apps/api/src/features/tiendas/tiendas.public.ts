// The stores feature's public module: other features and the composition root import from here only.

/** The demo's store with its TIENDA commercials (server.ts hands it to the demo seed). */
export { seedTiendaDemo } from './tiendas.seed';
