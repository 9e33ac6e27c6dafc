// The offer feature's public module: other features import from here only (style.md §1).

// SPEC §8 "Offer" messages, for other screens that show an offer (offers tracking's PDF).
export { MENSAJES_GUARDADO } from './oferta-messages';
// Issue 29 §5 "Declaración de ventas": the distributor's setting and the pending activation
// requests, for Administración.
export {
  activacionesPendientesQuery,
  cambiarDeclaracionVentas,
  declaracionVentasQuery,
} from './api/declaracion-venta';
